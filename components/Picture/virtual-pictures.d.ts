/** tooling/vite/pictures.ts: every picture an image slot may name, as vite-imagetools built it. */
declare module 'virtual:pictures' {
  const pictures: Record<string, { sources: Record<string, string>; img: { src: string; w: number; h: number } }>;
  export default pictures;
}
