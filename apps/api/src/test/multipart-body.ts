/** A PNG by its magic bytes, carrying a text so a leaked file is recognised. */
export const pngWith = (text: string) =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.from(` ${text} `),
    Buffer.alloc(32),
  ]);

/** A multipart body of text fields and one file, as the upload routes read it. */
export function multipartPayload(fields: Record<string, string>, file: Buffer, boundary = 'scopewalk') {
  const head = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    data: Buffer.concat([
      Buffer.from(head.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
