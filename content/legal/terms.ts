import { site } from "../../core/site.ts";
import { formatDollars as dollars, listSentence } from "../../core/format.ts";
import { policies } from "../policies.ts";
import type { LegalDocument } from "./legal-document.ts";

const { fees, reimbursementCap, claimWindowDays, collectionsAfterDays } = policies;
const brand = site.brandName;
const missedPickupFee = `${dollars(fees.missedPickup.min)} to ${dollars(fees.missedPickup.max)}`;

/** The Terms of Service (/terms-and-conditions). Every figure comes from content/policies.ts or the site config. */
export const terms: LegalDocument = {
  title: "Terms of Service",
  dateLabel: "Last updated",
  date: policies.terms.lastUpdated,
  summary: `These terms explain how ${brand}'s laundry pickup and delivery works, what we ask of you, and what we promise in return. We have kept them as plain as we can; please read them before your first pickup.`,
  sections: [
    {
      id: "agreement",
      title: "Agreeing to these terms",
      blocks: [
        `${brand} ("we", "us") is a locally owned laundry pickup and delivery service in ${site.region}, serving ${site.serviceAreaSummary} in ${listSentence(site.counties)}. These Terms of Service apply whenever you use this website, create an account in our customer app, or schedule a pickup with us, whether online or by phone.`,
        "By scheduling a pickup or placing an order you confirm that you are at least 18 years old, that the information you give us is accurate, and that you accept these terms. If you do not agree with them, please do not use the service.",
      ],
    },
    {
      id: "our-service",
      title: "Our service",
      blocks: [
        `Our Wash & Fold service is charged by the pound, with a minimum order of ${site.pricing.minimumOrderLb} lb. Pickup and delivery are free. Your choice of detergent is included: ${listSentence(site.detergents)}.`,
        `Standard turnaround is ${site.turnaround.range}. ${site.turnaround.rush} service is available, and same-day pickup is offered in select areas. Turnaround times are our normal schedule, not a guarantee: weather, holidays, road closures and very large orders can delay a return, and we will text you if that happens.`,
        "Commercial laundry is priced by custom plan after we talk with you. Dry cleaning pickup and delivery is not yet offered. Prices and promotions shown on this website may change; the price that applies to an order is the one in effect when we pick it up.",
      ],
    },
    {
      id: "pickup-and-delivery",
      title: "Scheduling, pickup and delivery",
      blocks: [
        `Schedule your pickup in our customer app or by calling us. On your pickup day, leave your laundry outside in any clean, sturdy bag or hamper before ${site.pickupCutoff}, somewhere our driver can reach it safely. You do not need to be home.`,
        "We send you a text when the driver is on the way and another once your laundry has been picked up. We take a photo of every unattended drop-off so you know exactly when and where your laundry was left.",
        "Once your laundry is left at the agreed place, it is in your care again. Please bring it in promptly, especially in rain or heat. If you need a different drop-off spot, tell us before delivery.",
      ],
    },
    {
      id: "missed-pickups",
      title: "Missed pickups",
      blocks: [
        `If our driver arrives on the scheduled day and cannot collect your laundry (for example, it was not put out, the gate was locked, or the address was wrong), we may charge a missed pickup fee of ${missedPickupFee}, reflecting the cost of the trip. To avoid the fee, cancel or reschedule in the app or by phone before your pickup window begins.`,
      ],
    },
    {
      id: "items-we-cannot-accept",
      title: "Items we cannot accept",
      blocks: [
        "To keep our team, our machines and every customer's clothes safe, we do not accept:",
        {
          list: [
            "items soaked in or contaminated with gasoline, oil, paint, solvents, pesticides or other chemicals;",
            "sharp objects, lighters, matches, batteries, cash and valuables (please check every pocket);",
            "items contaminated with blood, bodily fluids, heavy mould, or signs of pests such as bed bugs or lice;",
            "dry-clean-only garments, leather, fur, and anything labelled do not wash.",
          ],
        },
        `Unsanitary laundry. If laundry arrives soiled with bodily fluids, mould or pests, we may return it unwashed or, where it can be cleaned safely, clean it separately and charge an unsanitary laundry fee of ${dollars(fees.unsanitaryLaundry)}.`,
        `Hazardous items. If a bag contains hazardous material that puts people or equipment at risk, we will stop processing it, contact you, and may charge a hazardous items fee of ${dollars(fees.hazardousItems)}, in addition to the cost of any damage the item causes.`,
        "We are not responsible for items left in pockets or for loss or damage caused by items you should not have sent.",
      ],
    },
    {
      id: "pricing-and-payment",
      title: "Pricing, invoices and payment",
      blocks: [
        "We weigh your laundry after pickup and send your invoice once it is weighed. Pay online with a major credit card before delivery, or pay the driver at delivery.",
        `New customers receive ${site.pricing.firstOrderDiscountPercent}% off their first order. You claim the discount when you sign up and can use it later, on your first order; it has no cash value.`,
        "If a payment fails or is declined:",
        {
          list: [
            "we will let you know and ask you to update your payment method;",
            "we may hold your clean laundry until payment is processed;",
            "we may suspend your account, including scheduled pickups, until the balance is paid;",
            `if a balance remains unpaid for more than ${collectionsAfterDays} days, we may refer it to a collection agency, and you agree to pay reasonable collection costs allowed by law.`,
          ],
        },
      ],
    },
    {
      id: "damage-and-loss-claims",
      title: "Damage and loss claims",
      blocks: [
        "We sort, wash and fold every order with care and follow care labels. Even so, fabrics wear with washing: normal wear, fading, shrinkage of items without care labels, colour run from items that are not colourfast, and damage to buttons, zips and trims are not covered.",
        `If something is missing or damaged through our fault, tell us within ${claimWindowDays} days of delivery, with a photo of the item if you have it. Claims reported after ${claimWindowDays} days cannot be accepted, because we can no longer trace the order.`,
        "When we accept a claim, you choose how we make it right:",
        {
          list: [
            `account credit of up to ${reimbursementCap.creditMultiple}x the cleaning cost of the affected item, or`,
            `a refund of up to ${reimbursementCap.refundMultiple}x the cleaning cost of the affected item.`,
          ],
        },
        "The cleaning cost of an item is its share, by weight, of the order's wash and fold charge. These amounts are the most we will pay for any lost or damaged item.",
      ],
    },
    {
      id: "text-messages",
      title: "Text messages",
      blocks: [
        `By giving us your mobile number you agree to receive service texts about your orders, such as when the driver is on the way and when your laundry has been picked up or delivered. Message and data rates may apply. Reply ${policies.smsStopKeyword} at any time to stop receiving texts; we will confirm once and then stop.`,
      ],
    },
    {
      id: "liability",
      title: "Limitation of liability",
      blocks: [
        `To the fullest extent the law allows, ${brand}'s total liability for any order is limited to the amounts described under "Damage and loss claims", and we are not liable for indirect or consequential losses such as missed events or replacement travel. Nothing in these terms limits any right you have that cannot be limited under ${policies.governingLaw} law.`,
      ],
    },
    {
      id: "changes",
      title: "Changes to the service and these terms",
      blocks: [
        "We may update these terms as the service grows. The date at the top of this page shows when they last changed, and the version in effect when we pick up an order applies to that order. For significant changes we will also let active customers know by email or text.",
        "We may decline or stop serving an account that repeatedly breaks these terms, is abusive to our team, or does not pay.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        `These terms are governed by the laws of the State of ${policies.governingLaw}. Any dispute that we cannot settle together will be handled by the courts of ${policies.governingLaw} in the county where the service was provided.`,
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        `Questions about these terms, or a claim to report? Email us at ${site.email} or call ${site.phoneDisplay} (${site.hoursText.join(", ")}).`,
      ],
    },
  ],
};
