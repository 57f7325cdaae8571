import type { LegalDocument, LegalPrices } from './types';

/** The prices clause of the terms in English. */
export const prices: LegalPrices = {
  chf: 'All prices are stated in Swiss francs (CHF) and include Swiss value added tax (VAT) at the applicable rate.',
  other: (currency) =>
    `Prices are shown in the currency you have selected, currently ${currency}, and include the value added tax (VAT) of your country. For customers in Switzerland, the price in Swiss francs (CHF) including Swiss VAT is the binding price.`,
};

/** The terms and conditions (`/terms`) in English. */
export const terms: LegalDocument = {
  title: 'Terms and conditions',
  intro:
    'These terms and conditions govern every purchase in the BigKeys online store and the use of your customer account. Please read them carefully before you order. How we handle your personal data is explained in our [privacy policy](/privacy).',
  highlights: [
    {
      icon: 'returns',
      title: '7-day returns',
      text: 'Request a return within 7 days of delivery, as long as the key has not been revealed.',
    },
    {
      icon: 'refund',
      title: 'Refunds in 5–10 business days',
      text: 'Approved refunds go back to your original payment method.',
    },
    {
      icon: 'delivery',
      title: 'Delivery within 24 hours',
      text: 'Digital keys usually arrive instantly and at the latest within 24 hours.',
    },
    {
      icon: 'support',
      title: 'Support within 2 business days',
      text: 'Our support team replies to every request within 2 business days.',
    },
  ],
  sections: [
    {
      id: 'scope',
      title: 'Scope and provider',
      blocks: [
        {
          type: 'paragraph',
          text: 'The BigKeys online store (“BigKeys”, “we”, “us”) is operated by BigKeys, Zurich, Switzerland. We sell digital game keys, downloadable content (DLC), gift cards and subscription cards for PC, Xbox, PlayStation and Nintendo and, where offered, physical goods.',
        },
        {
          type: 'paragraph',
          text: 'These terms apply to all contracts between BigKeys and its customers (“you”) concluded through our website. Differing terms of customers do not apply unless we have expressly agreed to them in writing. Mandatory consumer protection rules of the country in which you live remain unaffected.',
        },
        {
          type: 'paragraph',
          text: 'Our wholesale API and point-of-sale terminals for businesses are governed by separate agreements. These terms apply to them only where those agreements refer to them.',
        },
        {
          type: 'paragraph',
          text: 'We publish these terms in English, German, Spanish, French and Italian. All versions have the same meaning; if they ever differ, the version in the language you used for your order prevails.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Customer account',
      blocks: [
        {
          type: 'paragraph',
          text: 'You can browse the catalogue and fill your cart as a guest. To pay, receive and manage keys you need a customer account. You must be at least 18 years old to open an account, or have the consent of a parent or legal guardian.',
        },
        {
          type: 'list',
          items: [
            'One account belongs to one natural person. Accounts may not be shared, transferred or sold, and you may not hold more than one account.',
            'The information in your profile (first and last name, date of birth, address, city, postal code and country) must be accurate and complete, and you must keep it up to date. Your e-mail address must be confirmed before you can buy.',
            'Keep your password secret and tell us at once if you suspect that someone else is using your account. You can sign out other devices at any time under Dashboard › Security.',
            'To prevent fraud and to meet legal duties we may ask you to verify your identity before an order is delivered or before further orders are accepted. Until the identity check is completed, we may hold orders and restrict the account.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We may suspend or close an account that is used in breach of these terms, in particular for fraud, chargeback abuse or the resale of keys. Keys you have already received and paid for remain usable unless they were obtained by fraud.',
        },
      ],
    },
    {
      id: 'products',
      title: 'Products, platforms and regions',
      blocks: [
        {
          type: 'paragraph',
          text: 'Each product page states the platform (for example Steam, Xbox, PlayStation or Nintendo), the edition and, where relevant, the region in which a key can be activated. Please check these details and the system requirements before you buy; a key bought for the wrong platform or region is not a defect.',
        },
        {
          type: 'paragraph',
          text: 'Keys, gift cards and subscription cards are activated on the service of the respective platform operator. The use of the game or credit is governed by that operator’s terms, which you accept when you activate the key. We have no influence on the operator’s services, availability or account decisions.',
        },
        {
          type: 'paragraph',
          text: 'Your account is assigned a region, which determines the products, prices and currency offered to you. The region of an account can be changed only by our support team; write to us at support@bigkeys.example and explain the reason (for example a move to another country).',
        },
      ],
    },
    {
      id: 'prices',
      title: 'Prices and payment',
      blocks: [
        { type: 'prices' },
        {
          type: 'paragraph',
          text: 'The price that applies is the one shown in your cart when you place the order. Sale prices are shown next to the original price, which is struck through. Any loyalty discount is deducted in the cart before you pay.',
        },
        {
          type: 'paragraph',
          text: 'You can pay by credit or debit card (Visa, MasterCard), Apple Pay, Google Pay, Klarna or PayPal. Payments are processed by our payment provider over an encrypted connection; we never see or store your full card number. Klarna and PayPal may apply their own terms.',
        },
        {
          type: 'paragraph',
          text: 'If a price is obviously wrong because of a technical or typing error, we are not bound by it. In that case we inform you before delivery, and you may either accept the correct price or cancel the order for a full refund.',
        },
      ],
    },
    {
      id: 'ordering',
      title: 'Ordering and conclusion of the contract',
      blocks: [
        {
          type: 'paragraph',
          text: 'The products in our store are an invitation to make an offer. You may put up to 3 units of the same product and platform in one cart line. By completing the payment you make a binding offer to buy the products in your cart.',
        },
        {
          type: 'paragraph',
          text: 'The contract is concluded when we confirm your order by e-mail or deliver the products, whichever happens first. The order confirmation, your invoice and your keys are available in your account under Dashboard › Purchases, where you can also download the invoice.',
        },
        {
          type: 'paragraph',
          text: 'We may refuse an order, in particular if a product is out of stock, if the payment fails or if there are signs of fraud. Any amount already charged is then refunded in full.',
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery',
      blocks: [],
      subsections: [
        {
          id: 'digital-delivery',
          title: 'Digital products',
          blocks: [
            {
              type: 'paragraph',
              text: 'Digital products are delivered to your account. Delivery is usually instant after payment and takes at most 24 hours. Your keys then appear in your account under Dashboard › Purchases.',
            },
          ],
        },
        {
          id: 'fraud-review',
          title: 'Fraud review',
          blocks: [
            {
              type: 'paragraph',
              text: 'To protect our customers and ourselves, a purchase can be held for a fraud review. While the review is running, your purchase shows a pending-review message. We send you an e-mail as soon as the purchase is approved; if we cannot approve it, we cancel the order and refund the full amount.',
            },
          ],
        },
        {
          id: 'physical-delivery',
          title: 'Physical goods',
          blocks: [
            {
              type: 'paragraph',
              text: 'Where we sell physical goods, delivery takes 3–5 business days within Switzerland and 7–14 business days or more for international shipments. Customs duties and import taxes outside Switzerland may be charged by the authorities of the destination country.',
            },
          ],
        },
      ],
    },
    {
      id: 'key-reveal',
      title: 'Key reveal, use and gifting',
      blocks: [
        {
          type: 'paragraph',
          text: 'For your protection, every key stays hidden in your account until you reveal it. Before the key is shown, we display a warning, and you must confirm that you want to reveal it.',
        },
        {
          type: 'notice',
          text: 'Revealing a key is irreversible. Once a key has been revealed, it counts as delivered and used, and the right to an instant refund ends.',
        },
        {
          type: 'paragraph',
          text: 'Keep revealed keys confidential. We cannot replace a key that someone else has activated after you revealed it or passed it on. Our help centre explains how to activate a key on each platform.',
        },
        {
          type: 'paragraph',
          text: 'You can give an unrevealed key to a friend as a gift. To do so, enter your friend’s e-mail address twice; we then send them an e-mail with instructions. When your friend claims the gift, the key moves to their account and is no longer available in yours. A gift that has been claimed cannot be taken back.',
        },
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancellation',
      blocks: [
        {
          type: 'paragraph',
          text: 'You can cancel an order for a full refund only before a digital code has been shown to you or sent to you, and, for physical goods, before they have been shipped. Pre-orders can be cancelled at any time until they are delivered.',
        },
        {
          type: 'paragraph',
          text: 'If you live in the European Union, you have a statutory right to withdraw from a contract for digital content. By asking us to deliver your key immediately and by revealing it, you expressly agree that delivery begins before the withdrawal period ends, and you acknowledge that you thereby lose your right of withdrawal.',
        },
        {
          type: 'paragraph',
          text: 'To cancel an order, contact our support team at support@bigkeys.example and state your order number.',
        },
      ],
    },
    {
      id: 'returns',
      title: 'Returns and refunds',
      blocks: [
        {
          type: 'paragraph',
          text: 'You may request a return within 7 days of delivery. A digital product can be returned only if its key has not been revealed or gifted to someone else. Physical goods must be returned unused, complete and in their original packaging.',
        },
        {
          type: 'paragraph',
          text: 'Once we have approved a return or a cancellation, the refund is paid to your original payment method within 5–10 business days. How soon the amount appears in your account also depends on your bank or payment provider.',
        },
        {
          type: 'paragraph',
          text: 'A key that does not work is not subject to the 7-day limit: it is covered by the warranty described below.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Warranty',
      blocks: [
        {
          type: 'paragraph',
          text: 'We warrant that the products we deliver are free from defects; for example, that a key is valid and can be activated on the platform and in the region stated on the product page. You can make a warranty claim within 1 year of delivery.',
        },
        {
          type: 'paragraph',
          text: 'To make a claim, contact our support team and describe the problem, ideally with a screenshot of the platform’s error message. We first check the key with the issuer. If the claim is justified, we deliver a working replacement or, if that is not possible, refund the price you paid.',
        },
        {
          type: 'paragraph',
          text: 'The warranty does not cover keys that were activated, shared or passed on by you or by others after you revealed them, nor problems caused by the platform operator, such as an outage or a decision on your platform account. Mandatory statutory warranty rights remain unaffected.',
        },
      ],
    },
    {
      id: 'loyalty',
      title: 'Loyalty levels and referral programme',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-levels',
          title: 'Loyalty levels',
          blocks: [
            {
              type: 'paragraph',
              text: 'Purchases, achievements and quests move your account up through five levels. From level 2 onwards you receive a discount on eligible purchases, which is deducted automatically in your cart:',
            },
            {
              type: 'definitions',
              items: [
                { term: 'Level 1 · New Challenger', description: 'no discount' },
                { term: 'Level 2 · Loot Hunter', description: '3% discount' },
                { term: 'Level 3 · Elite Raider', description: '5% discount' },
                { term: 'Level 4 · Mythic Champion', description: '7% discount' },
                { term: 'Level 5 · Legendary Vault Guardian', description: '10% discount' },
              ],
            },
            {
              type: 'paragraph',
              text: 'At the final level you can unlock prestige, which resets your level so that you can climb again. Discounts and quest rewards have no cash value, cannot be transferred and cannot be combined with other discounts unless the offer says so.',
            },
          ],
        },
        {
          id: 'referral-programme',
          title: 'Referral programme',
          blocks: [
            {
              type: 'paragraph',
              text: 'With your personal referral link you can recommend BigKeys to others. When someone opens your link, we remember the referral for 60 days. If that person registers within this period, you receive the share shown in your dashboard of the net amount (without VAT) of every order they make in the 12 months after registering, credited in the currency of the purchase. A credit becomes available 7 days after payment, once the order can no longer be refunded, and is paid out on request from 10 € (or the same amount in the credit’s currency).',
            },
            {
              type: 'paragraph',
              text: 'Referring yourself, creating accounts for this purpose, spam and misleading advertising are not allowed. Credits earned in breach of these rules, or from orders that are cancelled or refunded, are forfeited. We may change or end the programme for the future; credits already earned remain valid.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      title: 'Fair use and resale',
      blocks: [
        {
          type: 'paragraph',
          text: 'Products bought in our store are intended for your own personal use or to be given as a gift. The following is not allowed:',
        },
        {
          type: 'list',
          items: [
            'reselling keys, gift cards or subscription cards, or offering them on marketplaces;',
            'buying with stolen or someone else’s means of payment, or using chargebacks to obtain keys without paying;',
            'automated access to the store (bots, scraping) or attempts to circumvent limits and security measures.',
          ],
        },
        {
          type: 'paragraph',
          text: 'In the event of a breach we may cancel the orders concerned, block keys not yet revealed and close the account. We reserve the right to claim damages.',
        },
      ],
    },
    {
      id: 'support',
      title: 'Support and contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'You can reach us through the help centre on every page, by chat, by support ticket or by e-mail at support@bigkeys.example. Our support team replies within 2 business days.',
        },
        {
          type: 'paragraph',
          text: 'In the chat, Biggie AI Assistant can answer general questions at once. Its answers are generated automatically and may be incomplete; they are not binding statements by BigKeys. Decisions on returns, refunds and warranty claims are always made by our support team.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'We are liable without limitation for damage caused intentionally or by gross negligence and for injury to life, body or health. For slight negligence, we are liable only for the breach of essential contractual obligations and only for typical, foreseeable damage, up to the price of the order concerned.',
        },
        {
          type: 'paragraph',
          text: 'We are not liable for the services of platform operators, for interruptions of their services, or for losses caused by the disclosure of a revealed key by you. Liability under mandatory law, in particular product liability law, remains unaffected.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may change these terms for the future, for example when the law or our services change. We announce changes on this page and inform registered customers by e-mail in good time before they take effect. Each order is governed by the terms in force when it was placed.',
        },
      ],
    },
    {
      id: 'law',
      title: 'Applicable law and disputes',
      blocks: [
        {
          type: 'paragraph',
          text: 'These terms and all contracts concluded under them are governed by Swiss law, excluding the United Nations Convention on Contracts for the International Sale of Goods (CISG). If you are a consumer, you keep the protection of the mandatory provisions of the law of the country in which you have your habitual residence.',
        },
        {
          type: 'paragraph',
          text: 'The place of jurisdiction is Zurich, Switzerland. Consumers may also bring proceedings at their place of residence and can be sued only there. Before going to court, please contact our support team: most problems can be solved quickly and directly.',
        },
        {
          type: 'paragraph',
          text: 'Should any provision of these terms be invalid, the remaining provisions remain in force.',
        },
      ],
    },
  ],
};

/** The privacy policy (`/privacy`) in English. */
export const privacy: LegalDocument = {
  title: 'Privacy policy',
  intro:
    'This privacy policy explains which personal data BigKeys processes when you visit our store, create an account, shop or contact us, why we do so and which rights you have. It is based on the Swiss Federal Act on Data Protection (FADP) and, where it applies, the EU General Data Protection Regulation (GDPR). Our [terms and conditions](/terms) govern your purchases.',
  highlights: [
    {
      icon: 'card',
      title: 'No full card numbers',
      text: 'Card payments are handled by our payment provider; we never see your full card number.',
    },
    {
      icon: 'lock',
      title: 'Encrypted keys, hashed passwords',
      text: 'Keys are stored encrypted and passwords only as argon2 hashes.',
    },
    {
      icon: 'consent',
      title: 'Analytics only with consent',
      text: 'Statistics and advertising cookies are used only after your choice in the consent dialog.',
    },
    {
      icon: 'rights',
      title: 'Your data, your rights',
      text: 'Ask for access, correction, deletion or a copy of your data at any time.',
    },
  ],
  sections: [
    {
      id: 'controller',
      title: 'Controller and contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'The controller responsible for the processing of your personal data is BigKeys, Zurich, Switzerland.',
        },
        {
          type: 'paragraph',
          text: 'For all questions about data protection and to exercise your rights, write to privacy@bigkeys.example. For questions about orders, keys or your account, our support team is available at support@bigkeys.example.',
        },
      ],
    },
    {
      id: 'data',
      title: 'Data we process',
      blocks: [
        {
          type: 'paragraph',
          text: 'We process only the data we need for the purposes described in this policy. Depending on how you use the store, these are:',
        },
      ],
      subsections: [
        {
          id: 'data-account',
          title: 'Account and profile',
          blocks: [
            {
              type: 'paragraph',
              text: 'E-mail address, password (stored only as a hash), first and last name, date of birth, address, city, postal code, country, region, language, notification settings and the date on which you accepted our terms. If you sign in with a social account, we receive your name, your e-mail address and an identifier of that account from the provider.',
            },
          ],
        },
        {
          id: 'data-orders',
          title: 'Orders, keys and loyalty',
          blocks: [
            {
              type: 'paragraph',
              text: 'Products ordered, prices, currency, invoices, delivered keys and whether they have been revealed, gifts (including your friend’s e-mail address), cancellations and returns, favourites, reviews, achievements, loyalty level, quests and referral data (your referral code, referred customers and credits).',
            },
          ],
        },
        {
          id: 'data-payment',
          title: 'Payment',
          blocks: [
            {
              type: 'paragraph',
              text: 'Payments are handled by our payment provider. You enter your card details directly with the provider; we never see or store your full card number. We receive only the payment status, the payment method and, for cards, the brand, the last four digits and the expiry date.',
            },
          ],
        },
        {
          id: 'data-identity',
          title: 'Identity check',
          blocks: [
            {
              type: 'paragraph',
              text: 'We may ask you to verify your identity after a large order, a payment with a card from another country than your account’s, or repeated declined payments, or when our team asks for it. You then send a photo of your identity document and a selfie, which a verification provider checks on our behalf. The photos are encrypted at rest (AES-256), never shown back to anyone, neither to you nor to our staff, and deleted as soon as the decision is final (verified or rejected). We keep the result of the check and, if it stopped, its reason.',
            },
          ],
        },
        {
          id: 'data-support',
          title: 'Support tickets and chat',
          blocks: [
            {
              type: 'paragraph',
              text: 'Your support tickets and chat messages, with category, topic, time and the replies you receive. Messages you write to Biggie AI Assistant are processed automatically to generate an answer and are stored with the conversation so that our support team can take over. Please do not enter passwords, full card numbers or keys in the chat.',
            },
          ],
        },
        {
          id: 'data-newsletter',
          title: 'Newsletter and notifications',
          blocks: [
            {
              type: 'paragraph',
              text: 'Your e-mail address and the time of subscription if you sign up for our newsletter; your choices for browser, e-mail and SMS notifications and, if you enable them, the browser’s push subscription and your mobile number. Messages you send through our contact or careers forms are stored with the e-mail address you give.',
            },
          ],
        },
        {
          id: 'data-device',
          title: 'Device, session and IP address',
          blocks: [
            {
              type: 'paragraph',
              text: 'Each time you use the store, your browser transmits technical data: IP address, date and time, the page requested, browser and operating system (user agent) and language. We use your IP address to suggest your region and currency and to detect fraud. For each signed-in session we store the device, the IP address, the time of sign-in and the last activity; you can see and end these sessions under Dashboard › Security.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Purposes and legal bases',
      blocks: [
        {
          type: 'paragraph',
          text: 'We process personal data in accordance with the principles of the FADP: lawfully, in good faith, proportionately, for recognisable purposes and accurately. Where the GDPR applies, we rely on the following legal bases:',
        },
        {
          type: 'definitions',
          items: [
            {
              term: 'Performance of a contract (Art. 6(1)(b) GDPR)',
              description:
                'to run your account, process orders and payments, deliver keys, handle cancellations, returns and warranty claims, run the loyalty and referral programmes and answer your support requests.',
            },
            {
              term: 'Legal obligation (Art. 6(1)(c) GDPR)',
              description:
                'to keep accounting records and invoices, meet tax and VAT duties and answer lawful requests from authorities.',
            },
            {
              term: 'Legitimate interests (Art. 6(1)(f) GDPR)',
              description:
                'to keep the store secure, prevent fraud and abuse (including the fraud review and identity checks), suggest your region and currency, and improve our services.',
            },
            {
              term: 'Consent (Art. 6(1)(a) GDPR)',
              description:
                'for the newsletter, for browser and SMS notifications and for analytics and advertising cookies. You can withdraw your consent at any time with effect for the future.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Under the FADP, our processing is justified by the contract with you, by our legal obligations, by our overriding interests or by your consent (Art. 31 FADP). We do not sell your personal data.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cookies are small text files that the store stores in your browser. Local storage is a similar storage area in your browser that is never sent to our server by itself.',
        },
      ],
      subsections: [
        {
          id: 'essential-cookies',
          title: 'Essential cookies',
          blocks: [
            {
              type: 'paragraph',
              text: 'These cookies are needed for the store to work and are always active:',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'sid',
                  description:
                    'keeps you signed in. It ends after 7 days without activity and at the latest after 30 days, or when you sign out.',
                },
                {
                  term: 'XSRF-TOKEN',
                  description:
                    'protects your account against cross-site request forgery (CSRF); it is sent back with every change you make.',
                },
                {
                  term: 'currency',
                  description: 'remembers the currency in which prices are shown.',
                },
                { term: 'region', description: 'remembers your region.' },
                {
                  term: 'bs_referral',
                  description:
                    'remembers the referral link through which you arrived, so that the referral can be credited; it is deleted after 60 days.',
                },
                {
                  term: 'social_flow',
                  description:
                    'only while you sign in with a social account; it protects the sign-in and is deleted after 10 minutes.',
                },
              ],
            },
          ],
        },
        {
          id: 'local-storage',
          title: 'Local storage',
          blocks: [
            {
              type: 'paragraph',
              text: 'The store keeps the following in your browser’s local storage so that your choices survive a reload:',
            },
            {
              type: 'list',
              items: [
                '`userLanguage`: the language you chose;',
                'your theme (light, dark or automatic);',
                'your cart, and your selected currency and region;',
                'your choice in the consent dialog.',
              ],
            },
            {
              type: 'paragraph',
              text: 'The store also keeps its program files in your browser so that the legal pages and information pages work offline.',
            },
          ],
        },
        {
          id: 'analytics-consent',
          title: 'Analytics and your consent',
          blocks: [
            {
              type: 'paragraph',
              text: 'On your first visit, the consent dialog asks for your choice. Until you have chosen, no analytics or advertising cookies are used.',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'Essential only',
                  description:
                    'only the essential cookies above and anonymous visit statistics. Advertising storage, personalised advertising and the sharing of data for advertising stay switched off.',
                },
                {
                  term: 'Accept all',
                  description:
                    'in addition, advertising cookies and personalised advertising are allowed.',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'To change your choice, delete the site data of our store in your browser settings; the consent dialog then asks you again on your next visit.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      blocks: [
        {
          type: 'paragraph',
          text: 'We keep personal data only as long as we need it for the purpose for which it was collected, or as long as the law requires:',
        },
        {
          type: 'list',
          items: [
            'Account data: as long as your account exists. After you close your account, we delete or anonymise it within 30 days, except for the data we must keep by law.',
            'Orders and invoices: 10 years, as required by Swiss accounting law.',
            'Support tickets and chats: 2 years after the conversation has been closed.',
            'Identity checks: the result as long as your account exists; the photos of your document and your selfie are deleted as soon as the decision is final.',
            'Sessions: until they end; records of ended sessions are deleted after 90 days.',
            'Newsletter: until you unsubscribe.',
          ],
        },
      ],
    },
    {
      id: 'recipients',
      title: 'Recipients',
      blocks: [
        {
          type: 'paragraph',
          text: 'We share personal data only where it is needed for the purposes above. Our service providers process data on our behalf, on the basis of a data processing agreement, and only according to our instructions:',
        },
        {
          type: 'list',
          items: [
            'payment providers (card payments, Apple Pay, Google Pay, Klarna, PayPal) for processing payments and preventing fraud;',
            'the verification provider for identity checks;',
            'e-mail and SMS providers for sending order confirmations, notifications and the newsletter;',
            'hosting and infrastructure providers that run our servers, databases and backups;',
            'the provider of the language model behind Biggie AI Assistant, for the messages you write in the chat;',
            'social sign-in providers, only if you choose to sign in with them.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We also disclose data to authorities, courts or advisers where the law requires it or where it is necessary to establish or defend legal claims.',
        },
      ],
    },
    {
      id: 'transfers',
      title: 'International transfers',
      blocks: [
        {
          type: 'paragraph',
          text: 'We process data mainly in Switzerland and in the European Economic Area. Some service providers may process data in other countries. We transfer data abroad only to countries whose level of data protection is recognised as adequate by the Swiss Federal Council or the European Commission, or on the basis of the standard contractual clauses of the European Commission as recognised in Switzerland, or where another legal exception applies. You can ask us for a copy of the safeguards used.',
        },
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'Under the applicable data protection law you have the right to:',
        },
        {
          type: 'list',
          items: [
            'access the personal data we hold about you;',
            'have incorrect data rectified;',
            'have your data erased, unless we must keep it by law;',
            'have the processing restricted;',
            'receive the data you gave us in a common, machine-readable format (data portability);',
            'object to processing based on our legitimate interests, and to direct marketing at any time;',
            'withdraw your consent at any time with effect for the future;',
            'lodge a complaint with a supervisory authority: in Switzerland the Federal Data Protection and Information Commissioner (FDPIC), in the EU the authority of your country of residence.',
          ],
        },
        {
          type: 'paragraph',
          text: 'To exercise your rights, write to privacy@bigkeys.example. You can also correct most of your profile yourself under Dashboard › User settings. We reply within 30 days and may ask you to confirm your identity first.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        {
          type: 'paragraph',
          text: 'We protect your data with technical and organisational measures that match the risk:',
        },
        {
          type: 'list',
          items: [
            'all connections to the store are encrypted (HTTPS);',
            'keys are stored encrypted and are decrypted only when you reveal them;',
            'passwords are never stored in plain text, only as argon2 hashes;',
            'sessions end automatically and can be ended on all other devices at any time; every change is protected against cross-site request forgery;',
            'only employees who need the data for their work can access it.',
          ],
        },
        {
          type: 'paragraph',
          text: 'No system is completely secure. If we become aware of a breach of data security that puts you at risk, we inform you and the competent authority as required by law.',
        },
      ],
    },
    {
      id: 'automated-decisions',
      title: 'Automated decisions',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our fraud review automatically checks purchases for signs of fraud and may hold a purchase until it has been reviewed. A purchase is never finally rejected by a machine alone: a member of our team decides. You may state your point of view and ask for a person to review the decision at any time.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our store is not directed at children under 16. Young people under 18 may use the store only with the consent of a parent or legal guardian. If we learn that we have collected data of a child under 16 without such consent, we delete it.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We update this privacy policy when our services or the law change. The version published on this page applies. We inform registered customers by e-mail of significant changes.',
        },
      ],
    },
  ],
};
