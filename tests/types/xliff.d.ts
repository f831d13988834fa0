/** The parts of the `xliff` library (locize) the tests read an export with; it ships no types. */
declare module 'xliff/xliff2js' {
  interface Unit {
    source: unknown;
    target?: unknown;
    note?: string | string[];
    additionalAttributes?: Record<string, string>;
  }
  interface Document {
    sourceLanguage: string;
    targetLanguage: string;
    resources: Record<string, Record<string, Unit>>;
  }
  export default function xliff2js(xml: string): Promise<Document>;
}
