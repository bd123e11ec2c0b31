declare module 'ra-language-german' {
  const messages: Record<string, unknown>;
  export default messages;
}
