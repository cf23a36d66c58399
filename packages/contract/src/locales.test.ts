import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, conceptKeys, glossaryFindings } from './glossary.js';
import { CONTRACT_DIR, TRANSLATED, families, namespaces, readTexts } from './locale-sources.js';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

/** A family's placeholders, read from its `_other` form (or its only one). */
const familyPlaceholders = (forms: Map<string, string>) =>
  placeholders([...forms].find(([key]) => key.endsWith('_other'))?.[1] ?? [...forms.values()][0]!).join();

const english = families(readTexts('en'));
const texts = new Map(['en', ...TRANSLATED].map((lng) => [lng, readTexts(lng)] as const));

// Every namespace file English has must exist, complete, in all seven languages.
describe.each(namespaces())('locales/*/%s.json', (ns) => {
  const inNamespace = (family: string) => family.startsWith(`${ns}:`);

  it.each(TRANSLATED)('%s has every key, none empty, same placeholders', (lng) => {
    const other = families(texts.get(lng)!);
    const own = [...english.keys()].filter(inNamespace);
    expect(
      own.filter((key) => !other.has(key)),
      'missing keys',
    ).toEqual([]);
    expect(
      [...other.keys()].filter((key) => inNamespace(key) && !english.has(key)),
      'extra keys',
    ).toEqual([]);
    expect(
      [...texts.get(lng)!]
        .filter(([key, text]) => key.startsWith(`${ns}:`) && !text.trim())
        .map(([key]) => key),
      'empty texts',
    ).toEqual([]);
    expect(
      own.filter(
        (key) =>
          other.has(key) && familyPlaceholders(other.get(key)!) !== familyPlaceholders(english.get(key)!),
      ),
      'placeholder mismatch',
    ).toEqual([]);
  });

  it('English has no empty texts', () => {
    expect([...texts.get('en')!].filter(([key, text]) => key.startsWith(`${ns}:`) && !text.trim())).toEqual(
      [],
    );
  });
});

/**
 * One word per concept per language (docs/glossary.md, docs/decisions/004): every text whose
 * English names the concept uses the word (any inflected form of it), and no text uses a
 * rendering the language reviews retired.
 */
describe('glossary: one term per concept', () => {
  const rows = Object.entries(GLOSSARY).flatMap(([concept, { terms }]) =>
    Object.keys(terms).map((lng) => [concept, lng] as const),
  );
  it.each(rows)('%s in %s', (concept, lng) => {
    const found = glossaryFindings(concept, lng, texts.get('en')!, texts.get(lng)!);
    expect(found.retired, 'a retired rendering').toEqual([]);
    expect(found.missing, 'the English names the concept, the translation lacks the word').toEqual([]);
    expect(found.needlessExceptions, 'listed as an exception but uses the word (or names nothing)').toEqual(
      [],
    );
    expect(found.used, 'the word is used somewhere').toBe(true);
  });

  it('docs/glossary.md shows every word the table checks', () => {
    const doc = readFileSync(path.join(CONTRACT_DIR, '..', '..', 'docs', 'glossary.md'), 'utf8');
    const absent = Object.entries(GLOSSARY).flatMap(([concept, { terms }]) =>
      Object.entries(terms)
        .filter(([, term]) => term.word && !doc.includes(term.word))
        .map(([lng, term]) => `${concept} ${lng}: ${term.word}`),
    );
    expect(absent).toEqual([]);
  });

  it('a concept found by its English has a word in every language it lists', () => {
    const wordless = Object.entries(GLOSSARY).flatMap(([concept, { english, terms }]) =>
      english
        ? Object.entries(terms)
            .filter(([, term]) => !term.word)
            .map(([lng]) => `${concept} ${lng}`)
        : [],
    );
    expect(wordless).toEqual([]);
  });

  it('a concept is found by its English, whatever the inflection', () => {
    const truck = conceptKeys(
      'truck',
      new Map([
        ['a', 'Your Trucks'],
        ['b', 'the lorry receipt'],
        ['c', '{{truck}} added'],
      ]),
    );
    expect(truck).toEqual(['a']);
  });

  // Texts as the language reviews found them (before this table caught them): each must fail.
  it.each([
    ['truck', 'ml', 'No trucks found.', 'ട്രക്കുകളൊന്നും കണ്ടെത്തിയില്ല.'],
    ['truck', 'ml', 'Accept bids on your truck', 'നിങ്ങളുടെ ട്രക്കിന് വന്ന ബിഡ് സ്വീകരിച്ച് ട്രിപ്പാക്കാം'],
    ['truck', 'ml', 'Truck type is required.', 'ലോറിക്ക്റെ തരം നിർബന്ധമാണ്.'],
    ['counterOffer', 'kn', 'New bids and counter offers', 'ಹೊಸ ಬಿಡ್‌ಗಳು ಮತ್ತು ಪ್ರತಿ-ಪ್ರಸ್ತಾವಗಳು'],
    ['counterOffer', 'te', 'New bids and counter offers', 'కొత్త బిడ్‌లు, ప్రతి-ఆఫర్లు'],
    ['counterOffer', 'hi', 'Counter offer', 'जवाबी ऑफ़र'],
    ['counterOffer', 'bn', 'Send counter offers on bids', 'বিডে কাউন্টার অফার পাঠান'],
    ['bid', 'hi', 'Bid placed', 'बिड लगा दी'],
    ['bid', 'ta', 'Bid placed', 'பிட் போட்டாச்சு'],
    ['bid', 'ml', 'closes every other bid on them', 'മറ്റെല്ലാ ബിഡുകളും അടയ്ക്കും'],
    ['document', 'bn', 'Upload Documents', 'নথি আপলোড করুন'],
    ['document', 'bn', 'Document checked', 'কাগজ যাচাই হয়েছে'],
    ['document', 'te', 'Upload Documents', 'పత్రాలను అప్‌లోడ్ చేయండి'],
    ['declined', 'bn', 'Bid declined', 'বিড বাতিল'],
    ['retired', 'te', 'Bid declined', 'బిడ్ తిరస్కరించబడింది'],
    ['verified', 'te', 'Verified', 'ధృవీకరించబడింది'],
    ['verified', 'ml', 'Upload both documents to get verified.', 'സ്ഥിരീകരണത്തിന് രണ്ട് രേഖകളും അപ്‌ലോഡ് ചെയ്യുക.'],
    ['delivered', 'ta', 'This trip is delivered.', 'இந்தப் பயணம் சேர்க்கப்பட்டுவிட்டது.'],
    ['delivered', 'ml', 'Delivered', 'എത്തിച്ചു'],
    ['proofOfDelivery', 'ta', 'Proof of Delivery', 'சேர்ப்புச் சான்று (POD)'],
    ['trip', 'ta', 'Trip', 'பயணம்'],
    ['trip', 'hi', 'The trips are scheduled.', 'ट्रिप तय हो गए।'],
    ['post', 'ta', 'once that posting is booked', 'அந்தப் பதிவு புக் ஆன பிறகு'],
    ['shown', 'ta', 'The details could not be shown.', 'தகவலை ஏற்ற முடியவில்லை.'],
    ['plan', 'kn', 'Your plan', 'ನಿಮ್ಮ ಯೋಜನೆ'],
    ['lane', 'kn', '{{low}}–{{high}} on this lane', 'ಈ ಮಾರ್ಗದಲ್ಲಿ {{low}}–{{high}}'],
    ['notification', 'kn', 'Notifications', 'ಅಧಿಸೂಚನೆಗಳು'],
    ['accepted', 'bn', 'Accepted', 'গৃহীত'],
    // A declined bid is no cancelled trip, nor the other way round, in any language.
    ['declined', 'ta', 'Bid declined', 'ஏலம் ரத்தானது'],
    ['declined', 'hi', 'Your bid was declined.', 'आपकी बोली रद्द हुई।'],
    ['cancelled', 'te', 'The trip is cancelled.', 'ట్రిప్ తిరస్కరించారు.'],
    ['cancelled', 'ml', 'Trip cancelled', 'ട്രിപ്പ് നിരസിച്ചു'],
    ['advance', 'kn', 'Advance {{amount}}', 'ಅಡ್ವಾನ್ಸ್ {{amount}}'],
    ['balance', 'ta', 'Balance {{amount}}', 'பாக்கி {{amount}}'],
  ])('catches %s in %s: "%s" as "%s"', (concept, lng, english, text) => {
    const found = glossaryFindings(concept, lng, new Map([['k', english]]), new Map([['k', text]]));
    expect([...found.retired, ...found.missing]).not.toEqual([]);
  });

  // The review's errors of meaning, pinned to their keys.
  it('keeps the meanings the reviews corrected', () => {
    const ta = texts.get('ta')!;
    expect(ta.get('schedules:screens.status.delivered')).not.toBe(
      ta.get('marketplace:screens.status.truck.added'),
    );
    expect(ta.get('schedules:screens.documents.lockedDelivered')).toMatch(/^இந்த டிரிப் டெலிவரி ஆகிவிட்டது/);
    expect(ta.get('translation:common.dismiss')).toBe('மூடு');
    expect(texts.get('kn')!.get('translation:common.dismiss')).toBe('ಮುಚ್ಚಿ');
    // അടച്ചു also means "paid".
    expect([...texts.get('ml')!.values()]).not.toContain('അടച്ചു');
  });
});

/**
 * A Tamil or Malayalam case ending is written on to the word it ends; after a placeholder (a
 * route, an amount) it is joined with a hyphen ("{{route}}-க்கு", "{{amount}}-ന്"), never left as
 * a word of its own ("{{route}} க்கு").
 */
describe('case endings after a placeholder', () => {
  const detached: Record<string, RegExp> = {
    ta: /\}\} (ஐ|க்கு|இன்|இல்|ஆல்)(?=[\s.,:;]|$)/,
    ml: /\}\} (ന്|ൽ|ന്റെ|ക്ക്|ലേക്ക്)(?=[\s.,:;]|$)/,
  };
  it.each(Object.keys(detached))('%s joins them with a hyphen', (lng) => {
    const loose = [...texts.get(lng)!]
      .filter(([, text]) => detached[lng]!.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(loose).toEqual([]);
    expect(detached[lng]!.test(lng === 'ta' ? '{{route}} க்கு ₹500' : '{{route}} ന് ₹500')).toBe(true);
  });
});

/**
 * Bengali strings write numbers in Bengali digits. Allowed in Latin: placeholders (filled in at
 * run time), tokens with a Latin letter (KA01AB1234, 27AAPFU0939F1ZV, MB: typed or read as
 * printed), the +91 dial code (printed so on every phone keypad) and a six-digit PIN code (an
 * example of what to type).
 */
describe('Bengali digits', () => {
  it('no Latin digit in a Bengali text outside the allowed tokens', () => {
    const allowed = /\{\{\s*\w+\s*\}\}|\+91|[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*|\b[1-9][0-9]{5}\b/g;
    const latin = [...texts.get('bn')!]
      .filter(([, text]) => /[0-9]/.test(text.replace(allowed, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(latin).toEqual([]);
  });
});
