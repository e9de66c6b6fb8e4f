/**
 * OFX 1.x is SGML: header lines ("OFXHEADER:100", "CHARSET:1252", ...) and then tags whose leaf
 * elements are never closed (`<TRNAMT>-12.30` and the next tag). This turns it, chunk by chunk,
 * into XML an XML parser reads: the header is dropped, a leaf holding text is closed before the
 * next tag, and a bare '&' becomes '&amp;'.
 */
export class SgmlToXml {
  private buffer = '';
  private started = false;
  /** The last opened tag while only text has followed it. */
  private open: string | null = null;
  private openHasText = false;

  /** XML for the text so far (a partial tag waits for the next chunk). */
  push(text: string): string {
    this.buffer += text;
    if (!this.started) {
      const at = this.buffer.indexOf('<');
      if (at < 0) {
        this.buffer = '';
        return '';
      }
      this.buffer = this.buffer.slice(at);
      this.started = true;
    }
    let out = '';
    let at = 0;
    for (;;) {
      const lt = this.buffer.indexOf('<', at);
      if (lt < 0) {
        // Text up to the end: emit it, the next chunk continues it.
        out += this.text(this.buffer.slice(at));
        at = this.buffer.length;
        break;
      }
      out += this.text(this.buffer.slice(at, lt));
      const gt = this.buffer.indexOf('>', lt);
      if (gt < 0) {
        at = lt;
        break;
      }
      out += this.tag(this.buffer.slice(lt + 1, gt).trim());
      at = gt + 1;
    }
    this.buffer = this.buffer.slice(at);
    return out;
  }

  /** What is left at the end of the file. */
  end(): string {
    const out = this.text(this.buffer) + (this.open && this.openHasText ? `</${this.open}>` : '');
    this.buffer = '';
    this.open = null;
    return out;
  }

  private text(text: string): string {
    if (text === '') return '';
    if (this.open !== null && text.trim() !== '') this.openHasText = true;
    return text.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;');
  }

  private tag(inner: string): string {
    if (inner.startsWith('?') || inner.startsWith('!')) return '';
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim();
      const closeLeaf = this.open !== null && this.openHasText && this.open !== name ? `</${this.open}>` : '';
      this.open = null;
      this.openHasText = false;
      return `${closeLeaf}</${name}>`;
    }
    const closeLeaf = this.open !== null && this.openHasText ? `</${this.open}>` : '';
    const name = inner.replace(/\/$/, '').trim();
    if (inner.endsWith('/')) {
      this.open = null;
      this.openHasText = false;
      return `${closeLeaf}<${name}/>`;
    }
    this.open = name;
    this.openHasText = false;
    return `${closeLeaf}<${name}>`;
  }
}
