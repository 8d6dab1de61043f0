import { searchPattern } from './search-pattern';

describe('searchPattern', () => {
  it.each([
    ['98765 43210', '%9876543210%'],
    ['+919876543210', '%9876543210%'],
    ['+91 98765-43210', '%9876543210%'],
    ['9876543210', '%9876543210%'],
    ['919876543210', '%9876543210%'],
    ['09876543210', '%9876543210%'],
    ['+91 98765', '%98765%'],
    ['43210', '%43210%'],
  ])('turns the phone query %p into its digits', (query, pattern) => {
    expect(searchPattern(query)).toBe(pattern);
  });

  it('lower-cases text and keeps Tamil as typed', () => {
    expect(searchPattern('  Murugan ')).toBe('%murugan%');
    expect(searchPattern('முருகன் தொழில்கள்')).toBe('%முருகன் தொழில்கள்%');
  });

  it('makes LIKE wildcards literal', () => {
    expect(searchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('searches nothing for a blank query, and short digit runs as text', () => {
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern('12')).toBe('%12%');
  });
});
