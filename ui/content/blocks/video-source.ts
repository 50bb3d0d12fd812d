/** Where a CMS video URL plays: an embeddable URL and the host named to the shopper before it loads. */
export interface VideoSource {
  readonly embed: string;
  readonly host: string;
}

/** YouTube (watch, youtu.be, shorts) and Vimeo links as privacy-friendly embeds; undefined for anything else. */
export function videoSource(url: string): VideoSource | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtu.be') {
    const id = host === 'youtu.be' ? parsed.pathname.slice(1) : (parsed.searchParams.get('v') ?? parsed.pathname.split('/').pop() ?? '');
    return /^[\w-]{6,20}$/.test(id) ? { embed: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`, host: 'YouTube' } : undefined;
  }
  if (host === 'vimeo.com') {
    const id = parsed.pathname.split('/').filter(Boolean)[0] ?? '';
    return /^\d+$/.test(id) ? { embed: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`, host: 'Vimeo' } : undefined;
  }
  return undefined;
}
