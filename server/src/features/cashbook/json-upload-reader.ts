import { StringDecoder } from 'node:string_decoder';

/** The body is not the JSON object the route takes. */
export class MalformedUploadError extends Error {
  constructor(reason: string) {
    super(`malformed JSON upload: ${reason}`);
    this.name = 'MalformedUploadError';
  }
}

/** The body is longer than any JSON upload of an allowed file. */
export class UploadBodyTooLargeError extends Error {
  constructor() {
    super('JSON upload body too large');
    this.name = 'UploadBodyTooLargeError';
  }
}

/** Base64 characters decoded at a time: a multiple of 4. */
const PIECE_CHARS = 64 * 1024;
/** A file name, or a key, or another field's text: longer is not an upload. */
const MAX_TEXT_LENGTH = 1_000;
const WHITESPACE = /^[ \t\n\r]$/;
const BASE64_RUN = /^[A-Za-z0-9+/]*$/;
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

type State =
  'open' | 'keyOrClose' | 'keyAfterComma' | 'key' | 'colon' | 'value' | 'text' | 'base64' | 'next' | 'done';

/**
 * Reads `{ "fileName": "…", "contentBase64": "…" }` as it arrives: the file's bytes come out in pieces
 * while the base64 text streams past, so a request never holds the whole text or the whole file. Values
 * must be strings; other fields are read and left. `fileName()` is known once `pieces` has ended.
 */
export function readJsonUpload(body: AsyncIterable<Buffer | string>, maxBodyBytes: number) {
  let fileName: string | undefined;
  let sawContent = false;

  async function* pieces(): AsyncGenerator<Buffer> {
    const decoder = new StringDecoder('utf8');
    let state: State = 'open';
    let key = '';
    let text = '';
    /** Inside a string: the escape read so far (`\`, `\u00`), or '' when none. */
    let escape = '';
    let base64 = '';
    let padded = false;
    let bodyBytes = 0;

    const fail = (reason: string): never => {
      throw new MalformedUploadError(reason);
    };
    /** One character of a key's or a value's text; true at its closing quote. */
    const readText = (character: string): boolean => {
      if (escape !== '') {
        escape += character;
        if (escape.length === 2 && escape[1] !== 'u') {
          text += ESCAPES[character] ?? fail('unknown escape');
          escape = '';
        } else if (escape.length === 6) {
          if (!/^\\u[0-9a-fA-F]{4}$/.test(escape)) fail('bad unicode escape');
          text += String.fromCharCode(parseInt(escape.slice(2), 16));
          escape = '';
        }
      } else if (character === '\\') escape = '\\';
      else if (character === '"') return true;
      else if (character < ' ') fail('control character in a string');
      else text += character;
      if (text.length > MAX_TEXT_LENGTH) fail('text too long');
      return false;
    };
    /** The base64 characters from `start` to a closing quote or an escape; where it stopped. */
    const readBase64 = (chunk: string, start: number): number => {
      let end = start;
      while (end < chunk.length && chunk[end] !== '"' && chunk[end] !== '\\') end++;
      let run = chunk.slice(start, end);
      if (run.includes('=')) {
        if (!/^[^=]*=*$/.test(run) || (padded && /[^=]/.test(run))) fail('padding inside base64');
        padded = true;
        run = run.replace(/=+$/, '');
      } else if (padded && run.length > 0) fail('base64 after padding');
      if (!BASE64_RUN.test(run)) fail('not base64');
      base64 += run;
      return end;
    };

    for await (const raw of body) {
      bodyBytes += raw.length;
      if (bodyBytes > maxBodyBytes) throw new UploadBodyTooLargeError();
      const chunk = typeof raw === 'string' ? raw : decoder.write(raw);
      for (let i = 0; i < chunk.length; i++) {
        const character = chunk[i] ?? '';
        if (state === 'base64') {
          if (escape === '\\') {
            // JSON may escape a slash; nothing else belongs in base64.
            if (character !== '/') fail('escape inside base64');
            base64 += '/';
            escape = '';
          } else if (character === '\\') escape = '\\';
          else if (character === '"') state = 'next';
          else i = readBase64(chunk, i) - 1;
          continue;
        }
        if (state === 'key' || state === 'text') {
          if (!readText(character)) continue;
          if (state === 'key') {
            key = text;
            state = 'colon';
          } else {
            if (key === 'fileName') fileName = text;
            state = 'next';
          }
          continue;
        }
        if (WHITESPACE.test(character)) continue;
        if (state === 'open' && character === '{') state = 'keyOrClose';
        else if (state === 'keyOrClose' && character === '}') state = 'done';
        else if (
          (state === 'keyOrClose' || state === 'keyAfterComma' || state === 'value') &&
          character === '"'
        ) {
          text = '';
          if (state !== 'value') state = 'key';
          else if (key !== 'contentBase64') state = 'text';
          else if (sawContent) fail('two files');
          else {
            sawContent = true;
            state = 'base64';
          }
        } else if (state === 'colon' && character === ':') state = 'value';
        else if (state === 'next' && character === ',') state = 'keyAfterComma';
        else if (state === 'next' && character === '}') state = 'done';
        else fail(`unexpected ${JSON.stringify(character)}`);
      }
      if (base64.length >= PIECE_CHARS) {
        const whole = base64.length - (base64.length % 4);
        yield Buffer.from(base64.slice(0, whole), 'base64');
        base64 = base64.slice(whole);
      }
    }
    if (state !== 'done') fail('ends early');
    if (base64.length % 4 === 1) fail('base64 of a wrong length');
    if (base64.length > 0) yield Buffer.from(base64, 'base64');
  }

  return {
    pieces: pieces(),
    fileName: (): string | undefined => fileName,
    hasContent: (): boolean => sawContent,
  };
}
