/** What the end-to-end tests check of a GIF file: its size, its frames and their delays. */
export interface GifInfo {
  readonly width: number;
  readonly height: number;
  /** Each frame's delay in hundredths of a second, in order. */
  readonly delays: readonly number[];
  /** Whether a NETSCAPE2.0 block makes it loop. */
  readonly loops: boolean;
}

/** Walks a GIF's blocks (GIF89a specification): enough to count frames and read their delays. */
export function readGif(bytes: Uint8Array): GifInfo {
  const text = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  const u16 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  if (text(0, 6) !== 'GIF89a') throw new Error(`not a GIF89a file: ${JSON.stringify(text(0, 6))}`);
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  let at = 13 + colourTable(bytes[10]!);
  const skipSubBlocks = () => {
    for (let size = bytes[at++]!; size !== 0; size = bytes[at++]!) at += size;
  };
  const delays: number[] = [];
  let delay = 0;
  let loops = false;
  for (;;) {
    const introducer = bytes[at++];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = bytes[at++];
      if (label === 0xf9) delay = u16(at + 2);
      if (label === 0xff && text(at + 1, 11) === 'NETSCAPE2.0') loops = true;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      at += 9 + colourTable(bytes[at + 8]!) + 1;
      skipSubBlocks();
      delays.push(delay);
    } else {
      throw new Error(`unexpected block 0x${introducer?.toString(16)} at byte ${at - 1}`);
    }
  }
  return { width: u16(6), height: u16(8), delays, loops };
}
