// The embedded replay's address: the page `embed.html` with a game link after `#`, as the app's
// own links write it (link.ts), and two switches of the embed's own, `&autoplay` and `&loop`.

/** The embed page beside the app's own page, wherever the build is hosted. */
export const EMBED_PAGE = 'embed.html';

const SWITCHES = ['autoplay', 'loop'] as const;

export interface EmbedHash {
  /** The game link, without the embed's switches. */
  readonly link: string;
  /** Starts playing (muted: the embed has no sound) as soon as the game is on the table. */
  readonly autoplay: boolean;
  /** Plays from the start again whenever the replay reaches its end. */
  readonly loop: boolean;
}

/** Splits the embed's switches off a location hash; every other part stays in the link. */
export function readEmbedHash(hash: string): EmbedHash {
  const [payload = '', ...parts] = hash.split('&');
  const kept = parts.filter((part) => !SWITCHES.some((s) => part === s || part.startsWith(`${s}=`)));
  return {
    link: [payload, ...kept].join('&'),
    autoplay: parts.includes('autoplay'),
    loop: parts.includes('loop'),
  };
}

/** The HTML that embeds the replay at `address` (the embed page's whole URL) in another page. */
export function embedSnippet(address: string, title: string): string {
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<iframe src="${attribute(address)}" title="${attribute(title)}" width="640" height="400" ` +
    `style="border:0" allow="fullscreen" loading="lazy"></iframe>`
  );
}
