/** tooling/vite/customer-logos.ts: each customer logo's size, from its viewBox. */
declare module 'virtual:customer-logos' {
  const logoSizes: Record<string, { width: number; height: number } | null>;
  export default logoSizes;
}
