import { readDelimitedRows } from './delimited-text';

const read = (text: string, delimiter: '\t' | ',' | ';' = ',') => [...readDelimitedRows(text, delimiter)];

describe('readDelimitedRows', () => {
  it('splits plain records on CRLF, LF and CR, without a record for the final line end', () => {
    expect(read('a,b\r\nc,d\ne,f\rg,h\r\n')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['c', 'd'] },
      { row: 3, cells: ['e', 'f'] },
      { row: 4, cells: ['g', 'h'] },
    ]);
    expect(read('a,b')).toEqual([{ row: 1, cells: ['a', 'b'] }]);
    expect(read('')).toEqual([]);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quotes, numbering rows as a spreadsheet does', () => {
    expect(read('"a,1","say ""hi""","two\r\nlines"\r\nnext,"",x\r\n')).toEqual([
      { row: 1, cells: ['a,1', 'say "hi"', 'two\r\nlines'] },
      { row: 2, cells: ['next', '', 'x'] },
    ]);
  });

  it('keeps empty fields and blank lines, and is lenient with stray and unclosed quotes', () => {
    expect(read('a\t\tb\n\n\tc\n', '\t')).toEqual([
      { row: 1, cells: ['a', '', 'b'] },
      { row: 2, cells: [''] },
      { row: 3, cells: ['', 'c'] },
    ]);
    expect(read('5" pipe;"unclosed;\nstill', ';')).toEqual([
      { row: 1, cells: ['5" pipe', 'unclosed;\nstill'] },
    ]);
  });
});
