/** The picture's name from an index path ('/dress-1.svg') or a sized service URL ('/img/375/469/dress-1.svg'). */
export function imageName(path: string): string {
  const sized = /^(?:https?:\/\/[^/]+)?\/img\/\d+\/\d+\/(.+)$/.exec(path);
  return (sized?.[1] ?? path).replace(/^\/+/, '');
}
