import type { ActivationGuide } from './types';

/** How to activate a key on each platform family, in English. */
export const activationGuide: ActivationGuide = {
  title: 'How to activate it',
  pc: {
    step1:
      'Open Steam, or the launcher named on the product page (such as EA app, Ubisoft Connect or Battle.net), and sign in.',
    step2:
      'Choose Games → Activate a Product on Steam (in other launchers: Add a game or Redeem a code).',
    step3: 'Paste the key and confirm.',
    step4: 'The game is added to your library, ready to download.',
  },
  xbox: {
    step1: 'Go to microsoft.com/redeem, or open the Microsoft Store on your Xbox or Windows PC.',
    step2: 'Sign in with your Microsoft account.',
    step3: 'Choose Redeem, enter the 25-character code and confirm.',
    step4: 'Find the game under My games & apps and install it.',
  },
  playstation: {
    step1:
      'Open the PlayStation Store on your console, or store.playstation.com in your browser, and sign in.',
    step2: 'Open the … menu (on the website: your avatar) and choose Redeem codes.',
    step3: 'Enter the code and confirm.',
    step4: 'The content is added to your game library or your wallet.',
  },
  nintendo: {
    step1: 'Open Nintendo eShop on your Nintendo Switch and pick your user.',
    step2: 'Select Redeem Code on the left.',
    step3: 'Enter the 16-character code and confirm.',
    step4: 'The download starts by itself; the game appears on the HOME Menu.',
  },
};
