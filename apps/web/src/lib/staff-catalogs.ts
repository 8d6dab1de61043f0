import en from '@/i18n/staff-en.json';
import ta from '@/i18n/staff-ta.json';
import { i18n } from '@/lib/i18n';

// The staff screens' texts (more than half of all the text, both languages) travel with the staff area's lazy
// chunk, not with the catalog a visitor's phone loads before the first render. Deep merge: `layout` is shared.
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('ta', 'translation', ta, true, false);
