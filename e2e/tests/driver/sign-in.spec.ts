import { returningUserJourney, signInJourney, webOtpJourney } from '../../support/sign-in-flow';

signInJourney('driver');
returningUserJourney('driver');
webOtpJourney('driver');
