-- Bengali names write numbers in Bengali digits (docs/decisions/020, 041): the capacities' Bengali
-- names were written with 0–9 ("28 টন"), beside ₹২৮,০০০ and ৩০/১১/২০২৬ on the same card. The
-- other reference tables' Bengali names have no digits but the districts', which are already so.
UPDATE truck_capacities
   SET names = jsonb_set(names, '{bn}', to_jsonb(translate(names ->> 'bn', '0123456789', '০১২৩৪৫৬৭৮৯')))
 WHERE names ? 'bn' AND names ->> 'bn' ~ '[0-9]';
