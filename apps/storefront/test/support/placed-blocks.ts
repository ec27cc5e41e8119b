import type { PlacedBlock } from "../../app/blocks/block";
import type { Html } from "../../app/model/html";
import type { Media } from "../../app/model/media";
import type { Testimonial } from "../../app/model/entities";

/** Hand-made content, as the storefront holds it once parsed, that tests in several folders render. */

export const picture: Media = {
  url: "http://content.test/uploads/bed/bed.webp",
  libraryName: null,
  alt: "A made bed",
  width: 1200,
  height: 800,
  mime: "image/webp",
  colour: null,
  version: null,
};

export const html = (text: string) => text as Html;

export const blogIntro: PlacedBlock = {
  key: "blocks.blog-intro-text:1",
  component: "blocks.blog-intro-text",
  heading: "The journal",
  text: html("<p>Notes from the workroom.</p>"),
};

const review = (name: string): Testimonial => ({
  name,
  date: "2026-03-04",
  rating: 4,
  review: `Review by ${name}`,
  icon: null,
});

export const testimonials: PlacedBlock = {
  key: "blocks.testimonials:1",
  component: "blocks.testimonials",
  heading: "Slept on and loved",
  subHeading: null,
  testimonials: ["Ana", "Ben", "Cai", "Dee", "Eve", "Fox"].map(review),
  button: null,
  backgroundColour: "neutral-2",
};
