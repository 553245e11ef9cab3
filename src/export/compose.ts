import { JAPANESE_FAMILY } from '../i18n/webFont';
import type { Drawing2D } from '../scene/captureRegistry';

// Words drawn over the filmed table. Sizes follow the picture's height, so a caption takes the
// same share of a 240-line GIF as of a 1080p video.

const FONT = `system-ui, sans-serif, '${JAPANESE_FAMILY}'`;
const CAPTION_LINES = 2;

/**
 * Where a line may break: between words, found by the word segmenter, so that a language written
 * without spaces (Japanese) breaks between its words too.
 */
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' });
/** Spaces and closing punctuation stay at the end of the line before them, never start one. */
const TRAILING = /^[\s.,:;!?…)\]、。，：；！？）」』]+$/u;

/**
 * `text` broken into lines no wider than `width` at the context's font, at most `max` lines; the
 * last one ends in an ellipsis when the words do not fit.
 */
function wrap(context: Drawing2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { segment } of WORDS.segment(text)) {
    const longer = line + segment;
    if (!line.trim() || TRAILING.test(segment) || context.measureText(longer).width <= width) {
      line = longer;
      continue;
    }
    lines.push(line.trimEnd());
    line = segment;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last && context.measureText(`${last}…`).width > width) last = last.slice(0, -1);
  kept[max - 1] = `${last.trimEnd()}…`;
  return kept;
}

function captionFont(height: number): { size: number; leading: number; pad: number } {
  const size = Math.max(10, Math.round(height / 28));
  return { size, leading: Math.round(size * 1.25), pad: Math.round(size * 0.5) };
}

/**
 * The part of a picture's height kept clear of words at its top and its bottom: on a picture taller
 * than wide (a phone's clip) a tenth, where the apps put their own buttons; elsewhere none.
 */
function phoneMargin(width: number, height: number): number {
  return height > width ? Math.round(height * 0.1) : 0;
}

/**
 * The strip along the bottom of a `width` by `height` picture that holds the captions: room for
 * two lines, above a phone clip's bottom margin. The table is filmed above it, so no caption ever
 * hides a tray.
 */
export function captionBand(width: number, height: number): number {
  const { leading, pad } = captionFont(height);
  return CAPTION_LINES * leading + 2 * pad + phoneMargin(width, height);
}

/** The caption strip at the bottom of the picture, with `text` centred in it (none for null). */
export function drawCaption(context: Drawing2D, text: string | null): void {
  const { width, height } = context.canvas;
  const band = captionBand(width, height);
  context.fillStyle = '#131b18';
  context.fillRect(0, height - band, width, band);
  if (text === null) return;
  const { size, leading, pad } = captionFont(height);
  context.font = `600 ${size}px ${FONT}`;
  const lines = wrap(context, text, width - 4 * pad, CAPTION_LINES);
  const words = band - phoneMargin(width, height);
  const top = height - band + words / 2 - (lines.length * leading) / 2;
  context.fillStyle = '#f4efe6';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  lines.forEach((line, i) => context.fillText(line, width / 2, top + leading * (i + 0.5)));
}

/**
 * Resolves once the fonts the captions, overlays and title card of a `width` by `height` picture are
 * drawn in hold every character of `texts`: a canvas draws with whatever is loaded at that moment,
 * and a web font's slice loads only when asked for.
 */
export async function loadWordFonts(texts: readonly string[], width: number, height: number): Promise<void> {
  if (typeof document === 'undefined') return;
  const text = texts.join(' ');
  const overlay = overlayFont(width, height).size;
  const fonts = [
    `600 ${captionFont(height).size}px ${FONT}`,
    `700 ${height}px ${FONT}`,
    `500 ${height}px ${FONT}`,
    `600 ${overlay}px ${FONT}`,
    `700 ${Math.round(overlay * 1.3)}px ${FONT}`,
  ];
  await Promise.all(fonts.map((font) => document.fonts.load(font, text)));
}

/** The title card: the first line large, the others under it, over the table dimmed. */
export function drawTitleCard(context: Drawing2D, lines: readonly string[]): void {
  const { width, height } = context.canvas;
  context.fillStyle = 'rgba(12, 18, 16, 0.78)';
  context.fillRect(0, 0, width, height);
  const title = Math.round(height / 8);
  const body = Math.max(10, Math.round(height / 22));
  const [first, ...rest] = lines;
  const block = title * 1.4 + rest.length * body * 1.5;
  let y = (height - block) / 2 + title * 0.7;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#ffd166';
  context.font = `700 ${title}px ${FONT}`;
  context.fillText(first ?? '', width / 2, y, width * 0.9);
  y += title * 0.7 + body;
  context.fillStyle = '#f4efe6';
  context.font = `500 ${body}px ${FONT}`;
  for (const line of rest) {
    context.fillText(line, width / 2, y, width * 0.9);
    y += body * 1.5;
  }
}

/** One player's line of the overlay: their colour, their name and, when asked, their reserve. */
export interface OverlayPlayer {
  readonly colour: string;
  readonly name: string;
  readonly reserve: string | null;
  /** Whose turn it is: drawn brighter. */
  readonly toMove: boolean;
}

/** What the overlays write over one frame; null (or empty) for what is not shown. */
export interface OverlayFrame {
  readonly players: readonly OverlayPlayer[];
  readonly move: string | null;
  readonly result: string | null;
}

function overlayFont(width: number, height: number): { size: number; pad: number } {
  // The shorter side decides, so a vertical clip's words are as large as a landscape one's.
  const size = Math.max(9, Math.round(Math.min(width, height) / 26));
  return { size, pad: Math.round(size * 0.6) };
}

/**
 * The margins words keep from the picture's edges: on a picture taller than wide (a phone's
 * clip) a tenth of its height at the top and the bottom, where the apps put their own buttons.
 */
export function overlayMargins(width: number, height: number): { side: number; top: number } {
  const { pad } = overlayFont(width, height);
  return { side: pad, top: phoneMargin(width, height) || pad };
}

function chip(context: Drawing2D, x: number, y: number, w: number, h: number): void {
  context.fillStyle = 'rgba(12, 18, 16, 0.62)';
  context.beginPath();
  context.roundRect(x, y, w, h, h / 4);
  context.fill();
}

/**
 * The overlays over the table filmed in the top `filmHeight` pixels: the players down the
 * top-left corner, the move at the top right, the result across the middle.
 */
export function drawOverlays(context: Drawing2D, overlay: OverlayFrame, filmHeight: number): void {
  const { width } = context.canvas;
  const { size, pad } = overlayFont(width, filmHeight);
  const { side, top } = overlayMargins(width, filmHeight);
  const line = Math.round(size * 1.5);
  context.textBaseline = 'middle';
  context.font = `600 ${size}px ${FONT}`;
  overlay.players.forEach((player, i) => {
    const text = player.reserve === null ? player.name : `${player.name} · ${player.reserve}`;
    const y = top + i * (line + pad / 2);
    const w = Math.min(context.measureText(text).width, width * 0.45) + size + 3 * pad;
    chip(context, side, y, w, line);
    context.fillStyle = player.colour;
    context.beginPath();
    context.arc(side + pad + size / 2, y + line / 2, size / 2.4, 0, 2 * Math.PI);
    context.fill();
    context.fillStyle = player.toMove ? '#ffd166' : '#f4efe6';
    context.textAlign = 'left';
    context.fillText(text, side + 2 * pad + size, y + line / 2, width * 0.45);
  });
  if (overlay.move !== null) {
    const w = context.measureText(overlay.move).width + 2 * pad;
    chip(context, width - side - w, top, w, line);
    context.fillStyle = '#f4efe6';
    context.textAlign = 'right';
    context.fillText(overlay.move, width - side - pad, top + line / 2);
  }
  if (overlay.result !== null) {
    const big = Math.round(size * 1.3);
    context.font = `700 ${big}px ${FONT}`;
    const lines = wrap(context, overlay.result, width * 0.8, 3);
    const leading = Math.round(big * 1.3);
    const h = lines.length * leading + 2 * pad;
    const y = filmHeight * 0.5 - h / 2;
    chip(context, width * 0.08, y, width * 0.84, h);
    context.fillStyle = '#ffd166';
    context.textAlign = 'center';
    lines.forEach((text, i) => context.fillText(text, width / 2, y + pad + leading * (i + 0.5)));
  }
}

/** How high the band above each frame of a frame grid is, for its label: the overlays' size for a picture of the frame's size. */
export function frameLabelBand(width: number, height: number): number {
  return Math.round(overlayFont(width, height).size * 1.6);
}

/**
 * A frame grid's label for the `width` by `height` frame whose top left corner is at `x`, `y`:
 * `text` in the band above it, so that it hides nothing of the table (a tray runs close to a
 * frame's corners).
 */
export function drawFrameLabel(
  context: Drawing2D,
  text: string,
  frame: { x: number; y: number; width: number; height: number },
): void {
  const { size } = overlayFont(frame.width, frame.height);
  context.font = `600 ${size}px ${FONT}`;
  context.fillStyle = '#f4efe6';
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.fillText(text, frame.x, frame.y - frameLabelBand(frame.width, frame.height) / 2, frame.width);
}
