import Baby from "lucide-react/icons/baby";
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign";
import Building2 from "lucide-react/icons/building-2";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Camera from "lucide-react/icons/camera";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Dumbbell from "lucide-react/icons/dumbbell";
import HandHeart from "lucide-react/icons/hand-heart";
import Heart from "lucide-react/icons/heart";
import House from "lucide-react/icons/house";
import KeyRound from "lucide-react/icons/key-round";
import MapPin from "lucide-react/icons/map-pin";
import MessageSquareText from "lucide-react/icons/message-square-text";
import PackageCheck from "lucide-react/icons/package-check";
import Phone from "lucide-react/icons/phone";
import Scale from "lucide-react/icons/scale";
import Scissors from "lucide-react/icons/scissors";
import ShieldCheck from "lucide-react/icons/shield-check";
import Shirt from "lucide-react/icons/shirt";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Sofa from "lucide-react/icons/sofa";
import Sparkles from "lucide-react/icons/sparkles";
import Stethoscope from "lucide-react/icons/stethoscope";
import Truck from "lucide-react/icons/truck";
import Users from "lucide-react/icons/users";
import Utensils from "lucide-react/icons/utensils";
import WashingMachine from "lucide-react/icons/washing-machine";
import type { LucideIcon } from "lucide-react/types";
import type { IconName } from "../../../content/icons.ts";

const icons = {
  baby: Baby,
  "badge-dollar": BadgeDollarSign,
  building: Building2,
  "calendar-check": CalendarCheck,
  "calendar-clock": CalendarClock,
  camera: Camera,
  "clipboard-list": ClipboardList,
  dumbbell: Dumbbell,
  "hand-heart": HandHeart,
  heart: Heart,
  house: House,
  "key-round": KeyRound,
  "map-pin": MapPin,
  message: MessageSquareText,
  "package-check": PackageCheck,
  phone: Phone,
  scale: Scale,
  scissors: Scissors,
  "shield-check": ShieldCheck,
  shirt: Shirt,
  "shopping-bag": ShoppingBag,
  sofa: Sofa,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  truck: Truck,
  users: Users,
  utensils: Utensils,
  "washing-machine": WashingMachine,
} as const satisfies Record<IconName, LucideIcon>;

/** The drawing for an icon named in content (content/icons.ts). Decorative: the text beside it speaks. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
