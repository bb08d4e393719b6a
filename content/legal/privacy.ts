import { site } from "../../core/site.ts";
import { policies } from "../policies.ts";
import type { LegalDocument } from "./legal-document.ts";

const brand = site.brandName;

/** What the analytics section says depends on whether analytics is switched on for this build. */
const analyticsText = site.gaMeasurementId
  ? "Analytics is switched on for this website: we use Google Analytics to count visits and see which pages are useful. It records pages viewed, approximate location, device and browser type, and how you arrived (for example from a flyer's QR code), and sets cookies to do so. We do not use it to identify you."
  : "Analytics is switched off for this website: no analytics or advertising cookies are set. If we switch analytics on in future, we will use it only to count visits and see which pages are useful, never to identify you, and we will update this policy first.";

/** The Privacy Policy (/privacy-policy). Figures and contact details come from content/policies.ts and the site config. */
export const privacy: LegalDocument = {
  title: "Privacy Policy",
  dateLabel: "Effective",
  date: policies.privacy.effective,
  summary: `We collect only what we need to pick up, clean and return your laundry and to answer your questions. We never sell your information. This policy explains what ${brand} collects, why, and the choices you have.`,
  sections: [
    {
      id: "scope",
      title: "Who we are and what this policy covers",
      blocks: [
        `${brand} is a local laundry pickup and delivery service in ${site.region}, based in ${site.address.locality}, ${site.address.region}. This policy covers this website, our customer app, and the texts, emails and calls we exchange with you.`,
      ],
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        "Browsing this website does not require an account, and you can read every page anonymously. We collect information only when you give it to us or use the service:",
        {
          list: [
            "Contact form: your name, email address and message. Each message is stored by us and emailed to our team so we can reply.",
            "Your account and orders (in our customer app): your name, phone number, email, pickup and delivery address, detergent and care preferences, order history, weights and invoices.",
            "Pickup and delivery: photos our drivers take of unattended drop-offs, and notes such as where you leave your bag.",
            "Payments: whether an invoice is paid. Card payments are handled by our payment processor; this website never receives or stores your card number.",
            "Technical data: like any website, our server briefly records requests (IP address, browser type, page requested) to keep the site secure and working.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        {
          list: [
            "to schedule, pick up, clean, weigh, invoice and deliver your orders;",
            "to text you when the driver is on the way and when your laundry is picked up or delivered;",
            `to answer contact messages and phone calls, usually within ${site.contactReplyHours} hours;`,
            "to handle claims, payments and any balance owed;",
            "to keep the website and our accounts secure and to meet our legal obligations.",
          ],
        },
        "We do not use your information for automated decisions about you, and we do not build advertising profiles.",
      ],
    },
    {
      id: "text-messages",
      title: "Text messages",
      blocks: [
        `We send service texts about your orders to the mobile number you give us. Message and data rates may apply. Reply ${policies.smsStopKeyword} to any message to stop receiving texts; we will confirm once and then stop. You can also ask us by email or phone.`,
      ],
    },
    {
      id: "analytics-and-cookies",
      title: "Analytics and cookies",
      blocks: [
        analyticsText,
        "The website itself needs no cookies to work. Our customer app uses the cookies it needs to keep you signed in.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      blocks: [
        "We do not sell, rent or trade your personal information, and we do not share it for others' marketing.",
        "We share information only with the service providers that help us run the business (website and app hosting, email delivery, text messaging and payment processing), only as much as they need, and only to provide our service to you. We may also disclose information when the law requires it, to collect an unpaid balance as described in our Terms of Service, or to protect the safety of our team and customers.",
      ],
    },
    {
      id: "retention-and-deletion",
      title: "How long we keep it, and deleting it",
      blocks: [
        "We keep account and order records while your account is open and for as long afterwards as tax, accounting and legal rules require. Contact messages are kept as long as needed to answer you and follow up. Drop-off photos are kept while they may be needed for a question or claim about that order.",
        "You can ask us to delete your information at any time, including the messages you sent through our contact form. We will delete it where legally permitted; if the law requires us to keep some records (for example invoices), we will tell you which and delete the rest.",
      ],
    },
    {
      id: "your-choices",
      title: "Your choices",
      blocks: [
        {
          list: [
            "See the information we hold about you, or ask us to correct it.",
            "Ask us to delete your information, where legally permitted.",
            `Stop text messages by replying ${policies.smsStopKeyword}.`,
            "Close your account at any time.",
          ],
        },
        "To make a request, email or call us using the details below. We may ask you to confirm your identity first, and we will answer within a reasonable time.",
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        "This website is served only over encrypted connections, access to customer records is limited to the people who need it, and we ask our service providers to protect your information as we do. No system is perfectly secure, so please tell us at once if you think your account has been misused.",
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        "Our service is for adults. We do not knowingly collect information from children under 13; if you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "If we change how we handle your information, we will update this page and the effective date at the top. For significant changes we will also let active customers know by email or text.",
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        `Questions or requests about your privacy? Email us at ${site.email} or call ${site.phoneDisplay} (${site.hoursText.join(", ")}).`,
      ],
    },
  ],
};
