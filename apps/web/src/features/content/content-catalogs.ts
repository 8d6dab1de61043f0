import en from '@/features/content/i18n/en.json';
import ta from '@/features/content/i18n/ta.json';
import { i18n } from '@/lib/i18n';

// The programme and legal texts are long (about 65 kB in both languages), so they travel with these pages' lazy
// chunk instead of the catalogs every page loads. Deep merge: the titles in src/i18n stay where they are.
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('ta', 'translation', ta, true, false);
