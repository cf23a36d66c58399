import { describe, expect, it } from 'vitest';
import {
  findPhoneNumbers,
  findUpiIds,
  hasPhoneOrUpi,
  mentionsTokenFee,
  spelledDigits,
  toAsciiDigits,
} from './contact-guard.js';
import { AddLoadBodySchema, commentsSchema } from './marketplace.js';

describe('toAsciiDigits', () => {
  it('reads the digits of every script as 0-9', () => {
    expect(toAsciiDigits('९८७६५४३२१०')).toBe('9876543210'); // Devanagari
    expect(toAsciiDigits('৯৮৭৬৫৪৩২১০')).toBe('9876543210'); // Bengali
    expect(toAsciiDigits('೯೮೭೬೫೪೩೨೧೦')).toBe('9876543210'); // Kannada
    expect(toAsciiDigits('౯౮౭౬౫౪౩౨౧౦')).toBe('9876543210'); // Telugu
    expect(toAsciiDigits('௯௮௭௬௫௪௩௨௧௦')).toBe('9876543210'); // Tamil
    expect(toAsciiDigits('൯൮൭൬൫൪൩൨൧൦')).toBe('9876543210'); // Malayalam
    expect(toAsciiDigits('９８７６５４３２１０')).toBe('9876543210'); // full-width
    expect(toAsciiDigits('टन 20 ₹')).toBe('टन 20 ₹');
  });
});

describe('findPhoneNumbers', () => {
  const phones: [string, string][] = [
    ['call 9876543210 for loading', '9876543210'],
    ['Contact: +91 98765 43210', '9876543210'],
    ['+91-98765-43210 pe call karo', '9876543210'],
    ['ph. 098765 43210', '9876543210'],
    ['mob 91 9876543210', '9876543210'],
    ['0091 98450 12345 whatsapp', '9845012345'],
    ['call 987-654-3210 after 6pm', '9876543210'],
    ['call 9876 543 210', '9876543210'],
    ['(98765) 43210 par baat karein', '9876543210'],
    ['number 9.8.7.6.5.4.3.2.1.0', '9876543210'],
    ['9 8 7 6 5 4 3 2 1 0 pe whatsapp', '9876543210'],
    ['संपर्क करें ९८७६५ ४३२१० पर', '9876543210'],
    ['ফোন করুন ৯৮৭৬৫-৪৩২১০', '9876543210'],
    ['ಕರೆ ಮಾಡಿ ೯೮೪೫೦೧೨೩೪೫', '9845012345'],
    ['ఫోన్ ౭౦౧౩౫ ౬౭౮౯౦', '7013567890'],
    ['அழைக்கவும் ௬௩௮௨௧ ௪௫௬௭௮', '6382145678'],
    ['വിളിക്കൂ ൯൪൪൭൧൨൩൪൫൬', '9447123456'],
    ['loading at Nashik, driver no 7000012345 ok', '7000012345'],
    ['whatsapp६३५०४-१२३४५ urgent', '6350412345'],
  ];
  it.each(phones)('finds the mobile in %j', (text, phone) => {
    expect(findPhoneNumbers(text)).toContain(phone);
  });

  const notPhones = [
    '20 tonnes of cement bags, loading 25/12/2026 morning',
    'Pickup on 12-06-2026 at 10:30, unloading 14.06.2026',
    'PIN 560001 to 600001, 2 trucks needed',
    'PIN 560001 700001 both sides',
    'Rate ₹32,000 per truck, 90% advance',
    'rate 60000 65000 depending on truck',
    'budget 70000-75000 per trip',
    '₹ 1,25,000 for a 32 ft container',
    '2500@tonne, 21 tonnes, 7 days balance',
    'e-way bill 1812 3456 7890 ready',
    'GSTIN 29ABCDE1234F1Z5 invoice attached',
    'truck KA01AB1234 or MH12 AB 1234 preferred',
    'length 32 ft, width 8 ft, height 8.5 ft, 3 axles',
    '5000 kg 10 packages 2 labourers',
    'बीस टन सीमेंट, लोडिंग २५/१२/२०२६ सुबह',
    'Call charges 1800 180 1234 are toll free',
  ];
  it.each(notPhones)('finds no mobile in %j', (text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
  });
});

describe('phone numbers spelt in words', () => {
  const spelt: [string, string, string][] = [
    ['en', 'call nine eight four five zero one two three four five', '9845012345'],
    ['en', 'Whatsapp: Nine-Eight-Seven-Six-Five-Four-Three-Two-One-Zero', '9876543210'],
    ['en', 'ph nine.eight.seven.six.five 4.3.2.1.0', '9876543210'],
    ['en', '98 four five zero 12345 pe call', '9845012345'],
    ['en', 'nine eight double four five triple one two zero', '9844511120'],
    ['en', 'plus nine one nine eight seven six five four three two one zero', '9876543210'],
    ['hinglish', 'nau aath chaar paanch do teen ek saat chhe shunya par call karo', '9845231760'],
    ['hi', 'संपर्क: नौ आठ चार पाँच शून्य एक दो तीन चार पाँच', '9845012345'],
    ['hi', 'फोन करें ९८ चार पांच शून्य 1 दो तीन चार पाँच', '9845012345'],
    ['bn', 'ফোন করুন নয় আট সাত ছয় পাঁচ চার তিন দুই এক শূন্য', '9876543210'],
    ['kn', 'ಕರೆ ಮಾಡಿ ಒಂಬತ್ತು ಎಂಟು ನಾಲ್ಕು ಐದು ಸೊನ್ನೆ ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು', '9845012345'],
    ['te', 'ఫోన్ ఏడు సున్నా ఒకటి మూడు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది సున్నా', '7013567890'],
    ['ta', 'அழைக்கவும் ஆறு மூன்று எட்டு இரண்டு ஒன்று நான்கு ஐந்து ஆறு ஏழு எட்டு', '6382145678'],
    ['ml', 'വിളിക്കൂ ഒമ്പത് നാല് നാല് ഏഴ് ഒന്ന് രണ്ട് മൂന്ന് നാല് അഞ്ച് ആറ്', '9447123456'],
    // Zero as read aloud among other number words, and "double"/"triple" in each script.
    ['en', 'call nine eight oh four five six seven eight nine oh', '9804567890'],
    ['en', 'Nine Eight double nil 4 5 triple one two', '9800451112'],
    ['en', 'nine-eight-O-four-five-six-seven-eight-nine-nought', '9804567890'],
    ['hinglish', 'nau aath sifar chaar paanch no teen ek saat chhe', '9804593176'],
    ['hinglish', 'call karo 98 no no 12 oh 345', '9899120345'],
    ['hi', 'नौ आठ ओ चार डबल पाँच सिफ़र एक दो तीन', '9804550123'],
    ['bn', 'নয় আট ডাবল সাত ছয় পাঁচ ট্রিপল এক দুই', '9877651112'],
    ['kn', 'ಒಂಬತ್ತು ಎಂಟು ಓ ಡಬಲ್ ನಾಲ್ಕು ಐದು ಟ್ರಿಪಲ್ ಒಂದು ಎರಡು', '9804451112'],
    ['te', 'తొమ్మిది ఎనిమిది డబుల్ సున్నా ట్రిపుల్ ఏడు ఒకటి రెండు మూడు', '9800777123'],
    ['ta', 'ஒன்பது எட்டு சைபர் டபுள் நான்கு ஐந்து ட்ரிபிள் ஒன்று இரண்டு', '9804451112'],
    ['ml', 'ഒമ്പത് എട്ട് ഓ ഡബിൾ നാല് അഞ്ച് ട്രിപ്പിൾ ഒന്ന് രണ്ട്', '9804451112'],
  ];
  it.each(spelt)('finds the mobile spelt in %s: %j', (_language, text, phone) => {
    expect(findPhoneNumbers(text)).toContain(phone);
    expect(commentsSchema.safeParse(text).success).toBe(false);
  });

  const notPhones: [string, string][] = [
    ['en', 'Two trucks of nine tonnes each, loading at eight, ₹32,000 per truck, 10 wheel'],
    ['en', 'one 32 ft container, 2 trucks, PIN 560001, loading 25/12/2026, balance seven days'],
    ['en', 'Someone at the gate at nine; nineteen tonnes; one or two days'],
    ['en', 'rate sixty five thousand, four five six trucks possible, 21 tonnes'],
    ['hinglish', 'do truck chahiye, nau baje loading, 25000 advance, saat din mein balance'],
    ['hi', 'दो ट्रक, नौ टन सीमेंट, आठ बजे लोडिंग, ₹२५,००० एडवांस, पिन ४११००१'],
    ['bn', 'দুই ট্রাক, নয় টন, আট তারিখে লোডিং, ১০ চাকা'],
    ['kn', 'ಎರಡು ಲಾರಿ, ಒಂಬತ್ತು ಟನ್, ಎಂಟು ಗಂಟೆಗೆ ಲೋಡಿಂಗ್, ₹32,000'],
    ['te', 'రెండు లారీలు, తొమ్మిది టన్నులు, ఎనిమిది గంటలకు లోడింగ్, 10 చక్రాలు'],
    ['ta', 'இரண்டு லாரி, ஒன்பது டன், எட்டு மணிக்கு ஏற்றம், 560001'],
    ['ml', 'രണ്ട് ലോറി, ഒമ്പത് ടൺ, എട്ട് മണിക്ക് ലോഡിങ്, 12/06/2026'],
    // The words that are zero only among number words stay words everywhere else.
    ['en', 'oh, loading is at 5 pm'],
    ['en', 'Oh no, the truck is late: nil detention, O-ring spare, nought to pay at the gate'],
    ['en', 'no loading on Sunday; double deck truck, triple axle, 9876 kg, oh and 54321 km'],
    ['hinglish', 'no problem, nau baje loading, sifar detention, double axle'],
    ['hi', 'ओ भाई, लोडिंग ५ बजे, डबल डेकर ट्रक, निल डिटेंशन'],
    ['ta', 'சைபர் குற்றம் எச்சரிக்கை: ஓ, லோடிங் 5 மணிக்கு, டபுள் ஆக்சில்'],
    ['ml', 'ഓ, ലോഡിങ് 5 മണിക്ക്, ഡബിൾ ആക്സിൽ ലോറി'],
  ];
  it.each(notPhones)('passes the ordinary sentence in %s: %j', (_language, text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
    expect(commentsSchema.safeParse(text).success).toBe(true);
  });

  it('reads digit words as digits, only whole words', () => {
    expect(spelledDigits('nine Eight double 4 triple two')).toBe('9 8  4  222');
    expect(spelledDigits('nineteen someone दोपहर नौ')).toBe('nineteen someone दोपहर 9');
    // "oh", "nil" and the like are zero only in a run with another digit.
    expect(spelledDigits('nine eight oh double nil')).toBe('9 8 0  00');
    expect(spelledDigits('98 oh 4')).toBe('98 0 4');
    expect(spelledDigits('oh, nil at 5 pm')).toBe('oh, nil at 5 pm');
    expect(spelledDigits('oh nil o')).toBe('oh nil o');
    expect(spelledDigits('nine, oh')).toBe('9, oh');
  });
});

describe('findUpiIds', () => {
  it.each([
    ['pay token to ramesh.k@okaxis first', 'ramesh.k@okaxis'],
    ['UPI: transport_co@ybl', 'transport_co@ybl'],
    ['gpay loads-india@oksbi', 'loads-india@oksbi'],
    ['send to SHARMA.ROADWAYS@PAYTM', 'sharma.roadways@paytm'],
    ['mail me at ravi.trans@gmail.com', 'ravi.trans@gmail.com'],
  ])('finds the UPI id in %j', (text, id) => {
    expect(findUpiIds(text)).toContain(id);
  });
  it.each([
    'rate 2500@tonne, loading @ 10am',
    'loading @ Pune godown tomorrow',
    'x@y is not a handle',
    '₹1800@MT fixed',
  ])('finds none in %j', (text) => {
    expect(findUpiIds(text)).toEqual([]);
  });
});

describe('mentionsTokenFee', () => {
  it.each([
    'Pay token amount before loading',
    'Token money 2000 required',
    'security deposit refundable',
    'Advance fee 1500 to confirm',
    'registration fee ₹500 first',
    'booking charges extra',
    'pehle 1000 jama karo phir load milega',
    'paise jama karne ke baad',
    'tokan dena hoga',
    'लोड के लिए पहले टोकन दें',
    'पंजीकरण शुल्क ₹500',
    'पहले जमानत राशि भेजें',
    'লোডের আগে টোকেন দিন',
    'জামানত লাগবে',
    'ಮೊದಲು ಟೋಕನ್ ಕಳುಹಿಸಿ',
    'ನೋಂದಣಿ ಶುಲ್ಕ ಬೇಕು',
    'ముందు టోకెన్ పంపండి',
    'డిపాజిట్ అవసరం',
    'முதலில் டோக்கன் அனுப்பவும்',
    'பதிவுக் கட்டணம் உண்டு',
    'ആദ്യം ടോക്കൺ അയയ്ക്കുക',
    'രജിസ്ട്രേഷൻ ഫീസ് വേണം',
  ])('warns of %j', (text) => {
    expect(mentionsTokenFee(text)).toBe(true);
  });
  it.each([
    '90% advance at loading, balance after delivery',
    'एडवांस लोडिंग पर, बाकी डिलीवरी के बाद',
    'Tokenised cargo? no: 20 tonnes of steel coils',
    'cement bags, covered truck needed',
    '',
    null,
  ])('does not warn of %j', (text) => {
    expect(mentionsTokenFee(text)).toBe(false);
  });
});

describe('comments refuse contact details', () => {
  it('refuses a phone number or a UPI id with the contact details message', () => {
    for (const comments of ['call me on 98765 43210 please', 'pay to ramesh@okaxis please']) {
      const parsed = commentsSchema.safeParse(comments);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('marketplace:validation.contactDetails');
    }
    expect(hasPhoneOrUpi('20 tonnes, loading 25/12/2026, ₹32,000 per truck')).toBe(false);
    expect(commentsSchema.safeParse('20 tonnes, loading 25/12/2026, ₹32,000 per truck').success).toBe(true);
  });

  it('applies to AddLoad', () => {
    const parsed = AddLoadBodySchema.safeParse({
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: 'Nashik, Maharashtra',
      pickupDate: '2099-01-01',
      material_id: '1',
      capacity_id: '1',
      truck_type_id: '1',
      no_of_trucks: 1,
      comments: 'whatsapp ९८७६५४३२१० for details',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
      'marketplace:validation.contactDetails',
    );
  });
});
