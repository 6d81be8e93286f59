/**
 * A picked picture made ready to upload (prepare-image.ts): the image, its thumbnail, and the
 * image's size. Apart from the code that makes it, so the Backend contract names it without
 * pulling canvas code into Node programs (the contract tests, the server renderer).
 */
export interface PreparedImage {
  image: Blob;
  thumbnail: Blob;
  width: number;
  height: number;
}
