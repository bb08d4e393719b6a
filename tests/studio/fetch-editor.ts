import { editorDirectory } from "../../studio/editor.ts";

/**
 * Before the studio tests' workers start: the editor fetched once (on a fresh clone), so that the
 * two files' studios, starting side by side, never fetch it into the same folder at once.
 */
export default function fetchEditor() {
  const editor = editorDirectory();
  if ("error" in editor) throw new Error(`The studio's editor: ${editor.error}`);
}
