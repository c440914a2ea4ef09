import { ArrowRightLeft, CreditCard, Landmark, type LucideIcon, RefreshCw, Smartphone, Wallet, WalletCards } from 'lucide-react';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  ideal: Landmark,
  bancontact: WalletCards,
  creditcard: CreditCard,
  paypal: Wallet,
  sct: ArrowRightLeft,
  applepay: Smartphone,
  sdd: RefreshCw,
};

/** The icon beside a payment method's name (the name says it; the icon helps find it). */
export function MethodIcon({ method, size = 20 }: { method: string; size?: number }) {
  const Icon = ICONS[method] ?? CreditCard;
  return <Icon size={size} aria-hidden="true" />;
}
