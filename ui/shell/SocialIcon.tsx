/** Line icons of the social platforms the CMS footer links to (the icon set has no brand marks). */
const paths: Readonly<Record<string, string>> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8a4 4 0 0 0 0-8zm5.5-2.5v.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8a0 0 0 0 1 0 0z',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4c0-.8 0-1.7.2-2.4l1.3-5.4s-.3-.7-.3-1.6c0-1.5.9-2.7 2-2.7c.9 0 1.4.7 1.4 1.6c0 1-.6 2.4-.9 3.7c-.3 1.1.6 2 1.6 2c2 0 3.3-2.5 3.3-5.5c0-2.3-1.5-4-4.3-4c-3.1 0-5 2.3-5 4.9c0 .9.3 1.5.7 2',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.3 4.3 5 4.5',
  youtube:
    'M3.5 7.5C3.8 6 5 5 6.5 4.9C8.3 4.7 10.2 4.6 12 4.6s3.7.1 5.5.3c1.5.1 2.7 1.1 3 2.6c.3 1.5.4 3 .4 4.5s-.1 3-.4 4.5c-.3 1.5-1.5 2.5-3 2.6c-1.8.2-3.7.3-5.5.3s-3.7-.1-5.5-.3c-1.5-.1-2.7-1.1-3-2.6C3.2 15 3.1 13.5 3.1 12s.1-3 .4-4.5zM10 9v6l5-3z',
};

export const socialName = (platform: string): string =>
  ({ tiktok: 'TikTok', youtube: 'YouTube' })[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1);

export function SocialIcon({ platform }: { platform: string }) {
  const d = paths[platform];
  if (d === undefined) return <span aria-hidden="true">{socialName(platform).charAt(0)}</span>;
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
