/**
 * OFX as banks write it, into XML an XML parser reads, chunk by chunk (issues 11 and 23). OFX 1.x is
 * SGML: header lines ("OFXHEADER:100", "CHARSET:1252"), leaf elements never closed (`<TRNAMT>-12.30`
 * then the next tag) and, from some banks, aggregates never closed either (a BANKTRANLIST or the last
 * STMTTRN left open until `</STMTRS>`). OFX 2.x is XML, with CDATA. One pass serves both: an element
 * stack closes a leaf holding text (or a known leaf left empty) before the next tag, a closing tag
 * closes whatever is still open inside it, a stray closing tag is dropped, a STMTTRN (or statement)
 * opening inside one of its kind closes the first, a balance closes an open transaction list, and the
 * end of the file closes the rest. Headers, processing instructions, comments and anything after the
 * root are dropped; CDATA becomes escaped text; a bare '&' becomes '&amp;'.
 */

/** Leaf elements that may come empty (`<NAME>` then `<MEMO>`): closed rather than taken for aggregates. */
const LEAVES = new Set([
  'FITID',
  'DTPOSTED',
  'DTUSER',
  'DTAVAIL',
  'TRNAMT',
  'NAME',
  'MEMO',
  'TRNTYPE',
  'CHECKNUM',
  'REFNUM',
  'SIC',
  'PAYEEID',
  'SRVRTID',
  'CORRECTFITID',
  'CORRECTACTION',
  'ACCTID',
  'BANKID',
  'BRANCHID',
  'ACCTTYPE',
  'ACCTKEY',
  'CURDEF',
  'CURSYM',
  'CURRATE',
  'BALAMT',
  'DTASOF',
  'DTSTART',
  'DTEND',
  'CODE',
  'SEVERITY',
  'MESSAGE',
  'DTSERVER',
  'LANGUAGE',
  'TRNUID',
  'ORG',
  'FID',
  'VALUEDATE',
  'CATEGORY',
  'ACCTBAL',
  'TRANSACTIONSPLIT',
  'INTU.BID',
  'INTU.USERID',
  'DTPROFUP',
  'DTACCTUP',
]);
/** Aggregates never nested in one of their own name: a second one opening closes the first. */
const NOT_NESTED = new Set(['STMTTRN', 'BANKTRANLIST', 'STMTRS', 'CCSTMTRS', 'STMTTRNRS', 'CCSTMTTRNRS', 'LEDGERBAL', 'AVAILBAL']);
/** A tag that closes an aggregate left open before it. */
const CLOSES: Record<string, string> = {
  LEDGERBAL: 'BANKTRANLIST',
  AVAILBAL: 'BANKTRANLIST',
  BALLIST: 'BANKTRANLIST',
  MKTGINFO: 'BANKTRANLIST',
};

export class SgmlToXml {
  private buffer = '';
  private readonly stack: string[] = [];
  /** Whether the innermost open element holds text (a leaf). */
  private topHasText = false;
  private rootClosed = false;

  /** XML for the text so far (a partial tag, comment or CDATA waits for the next chunk). */
  push(text: string): string {
    this.buffer += text;
    let out = '';
    let at = 0;
    for (;;) {
      const lt = this.buffer.indexOf('<', at);
      if (lt < 0) {
        // An entity cut by the chunk ("&am") waits for its end, or it would be escaped as a bare '&'.
        const tail = this.buffer.slice(at);
        const amp = tail.lastIndexOf('&');
        const held = amp >= 0 && tail.length - amp < 12 && !tail.includes(';', amp) ? tail.length - amp : 0;
        out += this.text(tail.slice(0, tail.length - held));
        at = this.buffer.length - held;
        break;
      }
      out += this.text(this.buffer.slice(at, lt));
      at = lt;
      const rest = this.buffer.slice(lt, lt + 9);
      if (rest.startsWith('<![CDATA[')) {
        const endAt = this.buffer.indexOf(']]>', lt + 9);
        if (endAt < 0) break;
        out += this.text(this.buffer.slice(lt + 9, endAt), true);
        at = endAt + 3;
        continue;
      }
      if (rest.startsWith('<!--')) {
        const endAt = this.buffer.indexOf('-->', lt + 4);
        if (endAt < 0) break;
        at = endAt + 3;
        continue;
      }
      if (rest.length < 9 && '<![CDATA['.startsWith(rest)) break; // maybe a CDATA or comment cut by the chunk
      const gt = this.buffer.indexOf('>', lt);
      if (gt < 0) break;
      out += this.tag(this.buffer.slice(lt + 1, gt).trim());
      at = gt + 1;
    }
    this.buffer = this.buffer.slice(at);
    return out;
  }

  /** What is left at the end of the file: every open element closed. */
  end(): string {
    const out = this.text(this.buffer) + this.closeDownTo(0);
    this.buffer = '';
    return out;
  }

  private text(text: string, cdata = false): string {
    // Before the root (the SGML header, an XML prolog's line ends) and after it, text is dropped.
    if (text === '' || this.stack.length === 0) return '';
    if (text.trim() !== '') this.topHasText = true;
    return cdata
      ? text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
      : text.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;');
  }

  /** Closes the open elements above depth `depth` (the stack keeps `depth` of them). */
  private closeDownTo(depth: number): string {
    let out = '';
    while (this.stack.length > depth) out += `</${this.stack.pop()!}>`;
    this.topHasText = false;
    if (depth === 0 && out !== '') this.rootClosed = true;
    return out;
  }

  private tag(inner: string): string {
    if (inner.startsWith('?') || inner.startsWith('!') || this.rootClosed) return '';
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim().toUpperCase();
      const depth = this.stack.lastIndexOf(name);
      return depth < 0 ? '' : this.closeDownTo(depth);
    }
    const selfClosing = inner.endsWith('/');
    const name = (inner.replace(/\/$/, '').trim().split(/\s/)[0] ?? '').toUpperCase();
    if (name === '') return '';
    let out = '';
    const top = this.stack[this.stack.length - 1];
    if (top !== undefined && (this.topHasText || LEAVES.has(top))) out += this.closeDownTo(this.stack.length - 1);
    const again = NOT_NESTED.has(name) ? this.stack.lastIndexOf(name) : -1;
    if (again >= 0) out += this.closeDownTo(again);
    const closes = CLOSES[name];
    const open = closes === undefined ? -1 : this.stack.lastIndexOf(closes);
    if (open >= 0) out += this.closeDownTo(open);
    if (selfClosing) return `${out}<${name}/>`;
    this.stack.push(name);
    this.topHasText = false;
    return `${out}<${name}>`;
  }
}
