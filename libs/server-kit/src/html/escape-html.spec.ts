import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup and both quote kinds into text, for element content and attribute values', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('leaves Tamil and other text as it is', () => {
    expect(escapeHtml('மீனா சுந்தரம், Coimbatore')).toBe('மீனா சுந்தரம், Coimbatore');
  });
});
