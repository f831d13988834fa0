/** Never rendered (prerender is off and no route leads here): vike builds a page's +client.ts only for a folder with a page. */
export default function Page() {
  return null;
}
