/** Every stored record carries its id and its place in the drag order. */
export interface RecordMeta {
  id: string;
  position: number;
}
