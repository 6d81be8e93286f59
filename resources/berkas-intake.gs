/**
 * SI-BERKAS intake — a reference Google Apps Script web app for the script endpoint of SPEC.md §7,
 * used by the Firebase backend (docs/FIREBASE.md, "Intake").
 *
 * The wizard POSTs every answer as JSON (sent as text/plain, so the browser makes no CORS
 * preflight, which Apps Script cannot answer). Every answer that is an uploaded file — a data URL
 * with ";name=<encoded file name>" appended — is checked (at most 5,242,880 bytes, an accepted
 * extension), saved into one Drive folder, shared "anyone with the link can view", and replaced by
 * the file's link. The answer is {status, message, data}: data holds every answer with the files
 * replaced by links, and the web app then stores the submission in Firestore from it.
 *
 * Deploying:
 *   1. Create a Drive folder for the files; copy its id (the last part of its address).
 *   2. At script.google.com create a project, paste this file, and under Project Settings →
 *      Script Properties add BERKAS_FOLDER_ID = that id.
 *   3. Deploy → New deployment → type "Web app"; Execute as: Me; Who has access: Anyone.
 *      Authorise the Drive access it asks for.
 *   4. Put the web app URL (https://script.google.com/macros/s/…/exec) into VITE_BERKAS_SCRIPT_URL
 *      of the web build. After editing this script, deploy a new version of the same deployment
 *      (Manage deployments → Edit → New version) so the URL stays the same.
 *
 * The files are readable by anyone who has their link, as the wizard's "Gunakan Tautan" links are.
 */

var MAX_BYTES = 5242880;
// The same list as ALLOWED_UPLOAD_EXTENSIONS in src/shared/berkas/submission.ts.
var ALLOWED_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'zip',
];
var MAX_ANSWERS = 50;
var DATA_URL_WITH_NAME = /^data:([\w.+-]+\/[\w.+-]+)?;base64,([A-Za-z0-9+/]*={0,2});name=(.+)$/;

var MESSAGES = {
  success: 'Pengajuan berhasil dikirim.',
  invalid: 'Data pengajuan tidak valid.',
  tooLarge: "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.",
  wrongType: function (name) {
    return (
      'Jenis berkas "' + name + '" tidak diterima. Gunakan PDF, dokumen Office, gambar atau ZIP.'
    );
  },
  unreadable: function (key) {
    return 'Berkas "' + key + '" tidak dapat dibaca.';
  },
  noFolder: 'Folder penyimpanan berkas belum diatur (BERKAS_FOLDER_ID).',
  storeFailed: 'Berkas tidak dapat disimpan ke Google Drive.',
};

/** A failure whose message is shown to the visitor as it is. */
function IntakeError(message) {
  this.message = message;
}

function answer(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(
    ContentService.MimeType.JSON,
  );
}

/** Opening the URL in a browser shows that the deployment answers. */
function doGet() {
  return answer({ status: 'success', message: 'SI-BERKAS intake aktif.', data: {} });
}

function doPost(e) {
  var created = [];
  try {
    var answers = parseAnswers(e);
    // Every file is checked before any is stored: a refused submission leaves nothing in Drive.
    var files = {};
    Object.keys(answers).forEach(function (key) {
      var value = answers[key];
      if (value.indexOf('data:') === 0) files[key] = decodeFile(key, value);
    });
    var data = {};
    Object.keys(answers).forEach(function (key) {
      data[key] = answers[key];
    });
    var keys = Object.keys(files);
    if (keys.length > 0) {
      var folder = storageFolder();
      keys.forEach(function (key) {
        var file = saveFile(folder, files[key]);
        created.push(file);
        data[key] = file.getUrl();
      });
    }
    return answer({ status: 'success', message: MESSAGES.success, data: data });
  } catch (error) {
    // Files saved before a later one failed are removed: the visitor will send them again.
    created.forEach(function (file) {
      try {
        file.setTrashed(true);
      } catch (ignored) {
        // Best effort; the submission was not stored either way.
      }
    });
    var message = error instanceof IntakeError ? error.message : MESSAGES.storeFailed;
    if (!(error instanceof IntakeError)) console.error(error);
    return answer({ status: 'error', message: message });
  }
}

/** The JSON body: an object of strings, at most MAX_ANSWERS of them. */
function parseAnswers(e) {
  var body;
  try {
    body = JSON.parse((e && e.postData && e.postData.contents) || '');
  } catch (ignored) {
    throw new IntakeError(MESSAGES.invalid);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new IntakeError(MESSAGES.invalid);
  var keys = Object.keys(body);
  if (keys.length > MAX_ANSWERS) throw new IntakeError(MESSAGES.invalid);
  keys.forEach(function (key) {
    if (typeof body[key] !== 'string') throw new IntakeError(MESSAGES.invalid);
  });
  return body;
}

/** A data URL with ";name=" → a checked Blob named after the file. */
function decodeFile(key, value) {
  var match = DATA_URL_WITH_NAME.exec(value);
  if (!match) throw new IntakeError(MESSAGES.unreadable(key));
  var name;
  try {
    name = decodeURIComponent(match[3]).trim();
  } catch (ignored) {
    throw new IntakeError(MESSAGES.unreadable(key));
  }
  if (!name) throw new IntakeError(MESSAGES.unreadable(key));
  var dot = name.lastIndexOf('.');
  var extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (ALLOWED_EXTENSIONS.indexOf(extension) < 0) throw new IntakeError(MESSAGES.wrongType(name));
  var bytes;
  try {
    bytes = Utilities.base64Decode(match[2]);
  } catch (ignored) {
    throw new IntakeError(MESSAGES.unreadable(key));
  }
  if (bytes.length > MAX_BYTES) throw new IntakeError(MESSAGES.tooLarge);
  return Utilities.newBlob(bytes, match[1] || 'application/octet-stream', name);
}

function storageFolder() {
  var id = PropertiesService.getScriptProperties().getProperty('BERKAS_FOLDER_ID');
  if (!id) throw new IntakeError(MESSAGES.noFolder);
  try {
    return DriveApp.getFolderById(id);
  } catch (ignored) {
    throw new IntakeError(MESSAGES.noFolder);
  }
}

/** Saved with a time prefix (two visitors may both send "proposal.pdf") and shared by link. */
function saveFile(folder, blob) {
  blob.setName(Date.now() + '_' + blob.getName());
  var file = folder.createFile(blob);
  file.setSharing(DriveApp.Access.ANYONE_WITH_LINK, DriveApp.Permission.VIEW);
  return file;
}
