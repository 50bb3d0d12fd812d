/**
 * The three card types of the footer (catalogue spec §2), as inline SVG: no image requests, crisp at any size. Brand
 * names are the same in every language.
 */
const cards = {
  visa: {
    name: 'Visa',
    art: (
      <>
        <rect width="48" height="32" rx="3" fill="#1a1f71" />
        <text
          x="24"
          y="21"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontStyle="italic"
          fontSize="13"
          fill="#fff"
          letterSpacing="0.5"
        >
          VISA
        </text>
      </>
    ),
  },
  mastercard: {
    name: 'Mastercard',
    art: (
      <>
        <rect width="48" height="32" rx="3" fill="#f4f1ec" stroke="#d9d4cd" />
        <circle cx="19.5" cy="16" r="9" fill="#eb001b" />
        <circle cx="28.5" cy="16" r="9" fill="#f79e1b" />
        <path d="M24 8.2a9 9 0 0 1 0 15.6a9 9 0 0 1 0-15.6z" fill="#ff5f00" />
      </>
    ),
  },
  amex: {
    name: 'American Express',
    art: (
      <>
        <rect width="48" height="32" rx="3" fill="#2e77bc" />
        <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="10" fill="#fff" letterSpacing="0.6">
          AMEX
        </text>
      </>
    ),
  },
} as const;

export type CardType = keyof typeof cards;

export const cardTypes = Object.keys(cards) as CardType[];

export function PaymentIcons({ types, label }: { types: readonly CardType[]; label: string }) {
  return (
    <ul className="payment-icons" aria-label={label}>
      {types.map((type) => (
        <li key={type}>
          <svg viewBox="0 0 48 32" width="48" height="32" role="img" aria-label={cards[type].name}>
            {cards[type].art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
