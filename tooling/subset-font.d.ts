/** The part of subset-font (harfbuzz's subsetter compiled to WebAssembly) the build uses; it ships no types. */
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, Axis>;
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
