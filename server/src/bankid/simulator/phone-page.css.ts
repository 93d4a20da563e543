/** The phone page's stylesheet, served as a file because the portal's CSP forbids inline styles. */
export const PHONE_PAGE_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; background: #f4f5f7; color: #1a1a1a; font-size: 18px; line-height: 1.5; }
.banner { margin: 0; padding: 0.5rem 1rem; background: #fff3cd; color: #3d2e00; font-weight: 600; }
main { max-width: 36rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.6rem; margin: 0.5rem 0; }
h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
.age, .meta { color: #4a4f57; font-size: 0.9rem; font-weight: 400; }
.orders { list-style: none; margin: 0; padding: 0; }
.order { background: #fff; border: 1px solid #c9ced6; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
.intent-label { margin: 0; font-weight: 600; }
.intent { margin: 0 0 0.5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
form { display: flex; flex-direction: column; gap: 0.375rem; margin: 0.75rem 0; }
label { font-weight: 600; }
input, select, button { font: inherit; min-height: 44px; box-sizing: border-box; }
input, select { padding: 0.375rem 0.5rem; border: 1px solid #5b616b; border-radius: 0.25rem; background: #fff; color: #1a1a1a; }
button { border-radius: 0.375rem; padding: 0.5rem 1rem; cursor: pointer; border: 2px solid transparent; }
.primary { background: #193e6b; color: #fff; }
.secondary { background: #fff; color: #193e6b; border-color: #193e6b; }
.danger { background: #8a1c1c; color: #fff; }
summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; color: #193e6b; font-weight: 600; }
a { color: #193e6b; }
:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
.notice { padding: 0.75rem 1rem; border-radius: 0.375rem; margin: 1rem 0; border: 2px solid; }
.notice.status { background: #e8f3ec; border-color: #1f6b3a; color: #123f22; }
.notice.error { background: #fbeaea; border-color: #8a1c1c; color: #5c1010; }
.code { border-top: 1px solid #c9ced6; padding-top: 1rem; margin-top: 1.5rem; }
.hint { margin: 0; color: #4a4f57; font-size: 0.9rem; }
input[aria-invalid='true'] { border: 2px solid #8a1c1c; }
.empty { background: #fff; border: 1px dashed #5b616b; border-radius: 0.5rem; padding: 1rem; }
`;
