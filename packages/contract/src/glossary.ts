/**
 * The glossary the locales test enforces (docs/glossary.md shows it to translators; decision
 * 004). A concept is found by its English: every translation of a text whose English matches
 * `english` must use the language's word, in any inflected form (`stem`), and no text may use a
 * rendering the language reviews retired (`never` anywhere, `neverHere` in the concept's texts
 * only, for a word that is right elsewhere: বাতিল is the Cancel button but not "declined").
 */

export interface Term {
  /** The word, as docs/glossary.md writes it (none for a list of retired words only). */
  word?: string;
  /** What every form of the word contains (default: the word without its final vowel sign or virama). */
  stem?: RegExp;
  /** Retired renderings: wrong in any text of the language. */
  never?: RegExp[];
  /** Renderings wrong where the English names the concept, right elsewhere. */
  neverHere?: RegExp[];
  /** Keys whose English names the concept while the translation rightly says it another way. */
  except?: string[];
}

export interface Concept {
  /** The English texts (placeholders removed) that name the concept. None: only `never` applies. */
  english?: RegExp;
  terms: Record<string, Term>;
}

/** Any letter of the Tamil block: a lookbehind for "at the start of a word". */
const TA = '\\u0B80-\\u0BFF';

export const GLOSSARY: Record<string, Concept> = {
  truck: {
    english: /\btrucks?\b/i,
    terms: {
      en: { word: 'truck', never: [/\blorr(y|ies)\b(?! receipts?)/i] },
      hi: { word: 'ट्रक', never: [/लॉरी/] },
      bn: { word: 'ট্রাক', never: [/লরি/] },
      kn: { word: 'ಲಾರಿ', never: [/ಟ್ರಕ್/] },
      te: { word: 'లారీ', never: [/ట్రక్/] },
      ta: { word: 'லாரி', never: [/டிரக்|ட்ரக்/] },
      // ട്രക്ക is every inflection (ട്രക്കിന്, ട്രക്കുകൾ); ലോറിക്ക്റെ is a find-and-replace non-word.
      ml: { word: 'ലോറി', never: [/ട്രക്ക/, /ലോറിക്ക്റ/] },
    },
  },
  trip: {
    // "empty return trips" are journeys, not the app's trips.
    english: /(?<!return )\btrips?\b/i,
    terms: {
      // ट्रिप is feminine: "ट्रिप तय हो गईं", never "हो गए".
      hi: { word: 'ट्रिप', never: [/यात्रा/, /ट्रिप[^।]{0,12}हो ग(ए|या)(?!ी)/] },
      bn: { word: 'ট্রিপ', never: [/(^|[\s,])যাত্রা/] },
      kn: { word: 'ಟ್ರಿಪ್', never: [/ಪ್ರಯಾಣ/] },
      te: { word: 'ట్రిప్', never: [/ప్రయాణ/] },
      ta: { word: 'டிரிப்', never: [/பயண/] },
      // മടക്കയാത്ര (a return run) and യാത്രയ്ക്കിടെ (in transit) are other words.
      ml: { word: 'ട്രിപ്പ്', stem: /ട്രിപ്പ/, never: [/(^|[\s,])യാത്ര(കൾ)?($|[\s,.])/] },
    },
  },
  bid: {
    english: /\bbid(s|ding|der|ders)?\b/i,
    terms: {
      hi: { word: 'बोली', stem: /बोली|बोलिय/, never: [/बिड/] },
      bn: { word: 'বিড' },
      kn: { word: 'ಬಿಡ್' },
      te: { word: 'బిడ్', never: [/బిడ్\S* వే[యసశ]/] },
      // பிட் at the start of a word (குறிப்பிட்ட, "particular", contains it).
      ta: { word: 'ஏலம்', stem: /ஏல/, never: [new RegExp(`(?<![${TA}])பிட்`)] },
      // അടയ്ക്കും also means "will pay": a bid ends (അവസാനിക്കും).
      ml: { word: 'ബിഡ്', stem: /ബിഡ/, neverHere: [/അടയ്ക്ക|അടച്ചു/] },
    },
  },
  counterOffer: {
    english: /counter[ -]?offers?/i,
    terms: {
      en: { word: 'counter offer', never: [/counter-offer/i] },
      hi: { word: 'जवाबी प्रस्ताव', never: [/जवाबी ऑफ़र|काउंटर ऑफ़र/] },
      bn: { word: 'পাল্টা প্রস্তাব', never: [/পাল্টা অফার|কাউন্টার অফার/] },
      // ಪ್ರತಿ ಪ್ರಸ್ತಾಪ reads "every proposal", with a space, a hyphen or neither.
      kn: { word: 'ಕೌಂಟರ್ ಆಫರ್', never: [/ಪ್ರತಿ[\s\-‐]*ಪ್ರಸ್ತಾ/] },
      te: { word: 'కౌంటర్ ఆఫర్', never: [/ప్రతి[\s\-‐]*ఆఫర్/] },
      // சலுகை is a concession: a counter offer is a price.
      ta: { word: 'மறு விலை', never: [/எதிர் சலுகை/] },
      ml: { word: 'കൗണ്ടർ ഓഫർ', stem: /കൗണ്ടർ ഓഫ/, never: [/മറുവാഗ്ദാന/, /എതിർ ഓഫ/] },
    },
  },
  document: {
    english: /\bdocuments?\b|\bpapers\b/i,
    terms: {
      hi: { word: 'दस्तावेज़', neverHere: [/कागज़/] },
      // কাগজ-কলম (pen and paper) is no document.
      bn: { word: 'ডকুমেন্ট', never: [/নথি/], neverHere: [/কাগজ/] },
      kn: { word: 'ದಾಖಲೆ' },
      te: { word: 'డాక్యుమెంట్', never: [/పత్ర(ం|ాల|ాన|ాలు|ాలూ|ాన్ని)/] },
      ta: { word: 'ஆவணம்', stem: /ஆவண/ },
      ml: { word: 'രേഖ' },
    },
  },
  verified: {
    english: /\bverified\b/i,
    terms: {
      hi: { word: 'वेरिफ़ाइड', stem: /वेरिफ़/, never: [/सत्यापित/] },
      bn: { word: 'যাচাই', never: [/যাচাইকৃত/] },
      kn: { word: 'ವೆರಿಫೈಡ್', stem: /ವೆರಿಫ/, never: [/ಪರಿಶೀಲಿತ/] },
      te: { word: 'వెరిఫైడ్', stem: /వెరిఫ/, never: [/ధృవీకర/] },
      ta: { word: 'சரிபார்க்கப்பட்டது', stem: /சரிபார்/ },
      // സ്ഥിരീകരിക്കുക is right for "confirm" (a payment, an OTP), not for the badge.
      ml: {
        word: 'പരിശോധിച്ചുറപ്പിച്ചത്',
        stem: /പരിശോധിച്ചുറപ്പി/,
        never: [/^സ്ഥിരീകരിച്ചു$/, /^സ്ഥിരീകരിച്ചിട്ടില്ല$/],
        neverHere: [/സ്ഥിരീകര/, /പരിശോധിച്ച് ഉറപ്പ/],
        except: ['translation:auth.otpVerified'],
      },
    },
  },
  delivered: {
    // A trip's goods delivered; not how the subscription "is delivered".
    english: /(?<!subscription is )\bdelivered\b/i,
    terms: {
      hi: { word: 'डिलीवर' },
      bn: { word: 'ডেলিভারি' },
      kn: { word: 'ಡೆಲಿವರಿ', never: [/ತಲುಪಿಸಲಾಗಿದೆ/] },
      te: { word: 'డెలివరీ' },
      // சேர்க்கப்பட்டது is "added" (a truck's status).
      ta: { word: 'டெலிவரி', neverHere: [/சேர்க்கப்பட்ட/] },
      ml: { word: 'ഡെലിവറി', neverHere: [/എത്തിച്ചു/, /ഡെലിവർ ചെയ്ത/] },
    },
  },
  proofOfDelivery: {
    english: /proofs? of delivery|\bPOD\b/i,
    terms: {
      // प्रमाणपत्र (a certificate) is another word.
      hi: { word: 'सबूत', never: [/प्रमाण(?!पत्र)/] },
      bn: { word: 'প্রমাণ' },
      kn: { word: 'ಪುರಾವೆ' },
      te: { word: 'రుజువు' },
      // சேர்ப்பு reads as "addition".
      ta: { word: 'டெலிவரி சான்று', stem: /டெலிவரி(ச்)? சான்ற/, never: [/சேர்ப்பு/] },
      ml: { word: 'ഡെലിവറി തെളിവ്', stem: /ഡെലിവറി തെളിവ/ },
    },
  },
  // A declined bid or a rejected document is not a cancelled trip: each has its own word, and
  // neither may use the other's (বাতিল, the Cancel button, once read "declined").
  declined: {
    english: /\bdeclin(e|ed|es|ing)\b|\breject(ed|s|ion)?\b/i,
    terms: {
      hi: { word: 'अस्वीकार', stem: /अस्वीका?र|अस्वीकृत/, neverHere: [/नामंज़ूर/, /रद्द/] },
      bn: { word: 'নাকচ', neverHere: [/বাতিল/, /প্রত্যাখ্যা/] },
      kn: { word: 'ತಿರಸ್ಕರಿಸ', never: [/ತಿರಸ್ಕೃತ/], neverHere: [/ರದ್ದ/] },
      te: { word: 'తిరస్కరి', neverHere: [/రద్ద/] },
      ta: { word: 'நிராகரி', neverHere: [/ரத்த/] },
      ml: { word: 'നിരസി', neverHere: [/റദ്ദ/] },
    },
  },
  cancelled: {
    english: /\bcancel(s|led|ling|lation|lations)?\b/i,
    terms: {
      hi: { word: 'रद्द', neverHere: [/अस्वीका?र|अस्वीकृत/] },
      bn: { word: 'বাতিল', neverHere: [/নাকচ/] },
      kn: { word: 'ರದ್ದು', neverHere: [/ತಿರಸ್ಕರಿಸ/] },
      // రద్దయింది, రద్దు చేయండి.
      te: { word: 'రద్దు', stem: /రద్ద/, neverHere: [/తిరస్కరి/] },
      ta: { word: 'ரத்து', neverHere: [/நிராகரி/] },
      ml: { word: 'റദ്ദ്', neverHere: [/നിരസി/] },
    },
  },
  // The trip money (decision 048): the part paid at loading, and what is left after delivery.
  advance: {
    english: /\badvance\b/i,
    terms: {
      hi: { word: 'एडवांस' },
      bn: { word: 'অগ্রিম' },
      kn: { word: 'ಮುಂಗಡ' },
      te: { word: 'అడ్వాన్స్' },
      ta: { word: 'முன்பணம்', stem: /முன்பண/ },
      ml: { word: 'അഡ്വാൻസ്' },
    },
  },
  balance: {
    english: /\bbalance\b/i,
    terms: {
      hi: { word: 'बाकी' },
      bn: { word: 'বাকি' },
      kn: { word: 'ಬಾಕಿ' },
      te: { word: 'బాకీ' },
      ta: { word: 'மீதி' },
      ml: { word: 'ബാക്കി' },
    },
  },
  lane: {
    english: /\blanes?\b/i,
    terms: {
      hi: { word: 'रूट' },
      bn: { word: 'রুট' },
      kn: { word: 'ರೂಟ್', neverHere: [/ಮಾರ್ಗ/] },
      te: { word: 'రూట్' },
      ta: { word: 'ரூட்', neverHere: [/வழி/] },
      ml: { word: 'റൂട്ട്', stem: /റൂട്ട/ },
    },
  },
  post: {
    // Not "by post or courier" nor "post offices" (the mail).
    english: /\bpost(s|ed|ings?)?\b(?! or courier| offices?)/i,
    terms: {
      hi: { word: 'पोस्ट' },
      bn: { word: 'পোস্ট' },
      kn: { word: 'ಪೋಸ್ಟ್' },
      te: { word: 'పోస్ట్' },
      // பதிவு is registration.
      ta: { word: 'போஸ்ட்', never: [/பதிவிட/], neverHere: [/பதிவு(?! ?ச?செய்)|பதிவான/] },
      ml: { word: 'പോസ്റ്റ്', stem: /പോസ്റ്റ/ },
    },
  },
  schedule: {
    english: /\bschedul(e|es|ed|ing)\b/i,
    terms: {
      hi: { word: 'शेड्यूल' },
      bn: { word: 'শিডিউল', never: [/সময়সূচি/] },
      kn: { word: 'ಶೆಡ್ಯೂಲ್', never: [/ವೇಳಾಪಟ್ಟಿ/] },
      te: { word: 'షెడ్యూల్', stem: /షెడ్యూ/ },
      // The screen is அட்டவணை; to schedule is திட்டமிடு.
      ta: { word: 'அட்டவணை', stem: /அட்டவணை|திட்டமிட/ },
      ml: { word: 'ഷെഡ്യൂൾ', stem: /ഷെഡ്യൂ/ },
    },
  },
  lorryReceipt: {
    english: /lorry receipts?|\bLR\b/i,
    terms: {
      hi: { word: 'बिल्टी', never: [/लॉरी रसीद/] },
      bn: { word: 'বিল্টি', never: [/লরি রসিদ/] },
      // Drivers say "LR": the calque comes second, if at all.
      kn: { word: 'ಎಲ್‌ಆರ್' },
      te: { word: 'ఎల్‌ఆర్' },
      ta: { word: 'எல்.ஆர்.' },
      ml: { word: 'എൽ.ആർ.' },
    },
  },
  plan: {
    english: /\b(your|a|the|paid|free|this|membership) plans?\b|\bplans\b/i,
    terms: {
      // ಯೋಜನೆ reads as a government scheme.
      kn: { word: 'ಪ್ಲಾನ್', neverHere: [/ಯೋಜನೆ/] },
    },
  },
  notification: {
    english: /\bnotifications?\b/i,
    terms: {
      hi: { word: 'सूचना', stem: /सूचना/, never: [/नोटिफ़िकेशन/] },
      // বিজ্ঞপ্তি is an official notice, ಅಧಿಸೂಚನೆ a gazette notification.
      bn: { word: 'নোটিফিকেশন', never: [/বিজ্ঞপ্তি/] },
      kn: { word: 'ನೋಟಿಫಿಕೇಶನ್', never: [/ಅಧಿಸೂಚನೆ/] },
      te: { word: 'నోటిఫికేషన్' },
      ta: { word: 'அறிவிப்பு', stem: /அறிவிப்ப/ },
      ml: { word: 'അറിയിപ്പ്', stem: /അറിയിപ്പ/ },
    },
  },
  // "Load" is cargo: a screen that failed is "not shown" (opened), never "not loaded".
  shown: {
    english: /could not (be )?(shown|loaded)|could not (show|load)|^loading\b(?!,)/i,
    terms: {
      en: { word: 'could not be shown', never: [/could not (be )?load|failed to load|couldn't load/i] },
      hi: { word: 'खुल', stem: /खुल|दिख/, neverHere: [/लोड (नहीं )?(हो|कर)/] },
      bn: { word: 'খোলা', stem: /খোল|খুল|দেখানো/, neverHere: [/লোড (করা|হচ্ছে|হয়)/] },
      kn: { word: 'ತೆರೆ', stem: /ತೆರೆ|ತೋರಿಸ/, neverHere: [/ಲೋಡ್ (ಆಗ|ಮಾಡ)/] },
      te: { word: 'తెరవ', stem: /తెర|చూపించ/, neverHere: [/లోడ్ (కా|అవ|చేయ)/] },
      ta: { word: 'திறக்க', stem: /திற|காட்ட/, neverHere: [/ஏற்ற/] },
      ml: { word: 'തുറക്കാ', stem: /തുറ|കാണിക്ക/, neverHere: [/ലോഡ് (ചെയ്|ആ)/] },
    },
  },
  tryAgain: {
    english: /try again/i,
    terms: {
      ta: { word: 'முயலவும்', never: [/முயற்சிக்கவும்|முயலுங்கள்|முயற்சி செய்|முயல்க/] },
    },
  },
  pickup: {
    english: /\bpick-?ups?\b|\bpicked up\b/i,
    terms: {
      ta: { word: 'ஏற்றும்', stem: /ஏற்ற/, never: [new RegExp(`(?<![${TA}])பிக்(கப்|அப்)`)] },
    },
  },
  rcBook: {
    english: /\bRC\b/,
    terms: {
      kn: { word: 'ಆರ್‌ಸಿ ಬುಕ್', stem: /ಆರ್‌ಸಿ/, neverHere: [/ಪುಸ್ತಕ/] },
      ta: { word: 'ஆர்.சி. புக்', stem: /ஆர்\.?சி/, neverHere: [/புத்தக/] },
    },
  },
  drivingLicence: {
    english: /driving licen[cs]e/i,
    terms: {
      kn: { word: 'ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್', never: [/ಚಾಲನಾ ಪರವಾನಗಿ/] },
    },
  },
  accepted: {
    english: /\baccepted\b/i,
    terms: {
      bn: { word: 'গ্রহণ', never: [/গৃহীত/] },
    },
  },
  amount: {
    english: /\bamounts?\b/i,
    terms: {
      hi: { word: 'रकम', never: [/राशि/] },
    },
  },
  page: {
    english: /\bpages?\b/i,
    terms: {
      bn: { word: 'পাতা', never: [/পেজ|পৃষ্ঠা/] },
    },
  },
  email: {
    english: /\bemail\b/i,
    terms: {
      en: { word: 'email', never: [/\be-mail\b/i] },
      hi: { word: 'ईमेल', never: [/ई-मेल/] },
      bn: { word: 'ইমেল', never: [/ই-মেল/] },
      kn: { word: 'ಇಮೇಲ್', stem: /ಇಮೇಲ/, never: [/ಇ-ಮೇಲ/] },
      te: { word: 'ఈమెయిల్', stem: /ఈమెయి/, never: [/ఇ-మెయి/] },
      ta: { word: 'மின்னஞ்சல்', stem: /மின்னஞ்ச/ },
      ml: { word: 'ഇമെയിൽ', stem: /ഇമെയി/, never: [/ഇ-മെയി/] },
    },
  },
  // Words the reviews retired in one language, whatever the English says.
  retired: {
    terms: {
      // The MT-style passive (-బడింది, -బడలేదు …): కనబడు (appear), నిలబడు (stand), లోబడి (subject
      // to) are other words; ఐచ్ఛికం is bookish for "optional" (అవసరమైతే); యొక్క is an MT
      // giveaway; "again" is spelt మళ్లీ.
      te: { never: [/(?<!కన|నిల|పై|లో)బడ/, /ఐచ్ఛిక/, /యొక్క/, /మళ్ళీ/] },
      // அமர்வு is a sitting, அரட்டை idle gossip, நுழைவாயில் an entrance gate; லோட் is a typo of லோடு.
      ta: { never: [/அமர்வு/, /அரட்டை/, /நுழைவாயில்/, /லோட்(?!ு)/] },
      // One polite marker: অনুগ্রহ করে.
      bn: { never: [/দয়া করে/] },
    },
  },
};

const withoutPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, ' ');

/** The keys whose English names a concept. */
export function conceptKeys(concept: string, english: Map<string, string>): string[] {
  const pattern = GLOSSARY[concept]?.english;
  if (!pattern) return [];
  return [...english].filter(([, text]) => pattern.test(withoutPlaceholders(text))).map(([key]) => key);
}

/** What a language gets wrong about one concept, as `key: text` lines. */
export function glossaryFindings(
  concept: string,
  lng: string,
  english: Map<string, string>,
  texts: Map<string, string>,
) {
  const term = GLOSSARY[concept]!.terms[lng]!;
  const stem =
    term.stem ??
    new RegExp((term.word ?? '').replace(/\p{M}+$/u, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u');
  const here = new Set(conceptKeys(concept, english));
  const except = new Set(term.except ?? []);
  const line = (key: string) => `${key}: ${texts.get(key)}`;
  const retired = [...texts.keys()].filter((key) => {
    const text = withoutPlaceholders(texts.get(key)!);
    return (
      (term.never ?? []).some((pattern) => pattern.test(text)) ||
      (here.has(key) && !except.has(key) && (term.neverHere ?? []).some((pattern) => pattern.test(text)))
    );
  });
  const lacks = (key: string) => texts.has(key) && !stem.test(withoutPlaceholders(texts.get(key)!));
  return {
    retired: retired.map(line),
    // English is the source: its rows only retire words.
    missing: lng === 'en' ? [] : [...here].filter((key) => !except.has(key) && lacks(key)).map(line),
    needlessExceptions: [...except].filter((key) => !here.has(key) || !lacks(key)),
    used: lng === 'en' || !GLOSSARY[concept]!.english || [...texts.values()].some((text) => stem.test(text)),
  };
}
