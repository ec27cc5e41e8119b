/**
 * The media library: every file the copy refers to, how the content service serves it, and the text a
 * screen-reader user hears in its place. The order here is the order of seed/media/media.yaml.
 */
import { measureHowToCaptions } from "./captions.js";
import type { Artwork } from "./artwork.js";
import { icon } from "./icons.js";
import { blogBedroomStyling, homeHero, notFound, pageTestimonials } from "./scenes/bedroom.js";
import { blogSleepRoutine, contactDesktop, contactMobile, pageBlog } from "./scenes/bedside.js";
import { measureHowToPoster, ogDefault } from "./scenes/brand.js";
import { blogThreadCount, colourMist, colourSand, colourWhite, fabricTexture, pageFaqs } from "./scenes/fabric.js";
import { blogAromatherapy, blogHotelBed, navigation } from "./scenes/features.js";
import { blogMeasuring, measureDepth, measureMattress, pageMeasureUp } from "./scenes/measuring.js";
import { blogLinenCare, blogOrganicCotton, blogSleepTemperature, cotton, delivery, returns } from "./scenes/outdoor.js";
import {
  avatarOne,
  avatarThree,
  avatarTwo,
  expertFounder,
  expertSeamstress,
  expertSleepConsultant,
  expertTextileDesigner,
} from "./scenes/portraits.js";
import { hotelCorner, packaging, pageProducts, sheetSet } from "./scenes/products.js";
import { pageHowItWorks, stepChoose, stepDeliver, stepMeasure } from "./scenes/stages.js";
import { makersWorkshop, pageExperts } from "./scenes/workroom.js";
import { brandFive, brandFour, brandOne, brandThree, brandTwo, logo, logoLight } from "./wordmarks.js";

const raster = (file: string, draw: () => string, alternativeText: string, caption: string | null = null): Artwork => ({
  file,
  output: "webp",
  draw,
  alternativeText,
  caption,
});
const vector = (file: string, draw: () => string, alternativeText: string): Artwork => ({
  file,
  output: "svg",
  draw,
  alternativeText,
  caption: null,
});

const illustrations: Artwork[] = [
  raster(
    "home-hero.svg",
    homeHero,
    "A neatly made bed with crisp white sateen sheets, a sage throw and a sage headboard, in a calm bedroom with sunlight falling from a curtained window",
  ),
  raster(
    "sheet-set.svg",
    sheetSet,
    "A Bedsmade sheet set laid out flat and neatly folded: the fitted bottom sheet, the top sheet and two pillowcases, with a sprig of eucalyptus",
  ),
  raster(
    "hotel-corner.svg",
    hotelCorner,
    "Close-up of a mattress corner wrapped by a fitted sheet, showing the stitched hotel corner seam and the gathered elastic tucked beneath",
  ),
  raster(
    "measure-mattress.svg",
    measureMattress,
    "A tape measure stretched across the top of a mattress from one side to the other to measure its width",
  ),
  raster(
    "measure-depth.svg",
    measureDepth,
    "A tape measure held upright against the side of a mattress, from the top edge to the bottom edge, to measure its depth",
  ),
  raster("fabric-texture.svg", fabricTexture, "A pale, subtle sateen weave texture with a soft sheen"),
  raster(
    "packaging.svg",
    packaging,
    "A stack of folded white sheets tied with a cotton ribbon beside a sage gift box tied with a ribbon bow",
  ),
  raster(
    "delivery.svg",
    delivery,
    "A cardboard parcel with an address label waiting on the doorstep of a sage green front door",
  ),
  raster(
    "returns.svg",
    returns,
    "A cardboard parcel on a doorstep with a return label marked by a curved return arrow",
  ),
  raster(
    "makers-workshop.svg",
    makersWorkshop,
    "A sewing workroom table with a sewing machine, a bolt of sage fabric, scissors, thread spools, a pin cushion and folded sheets",
  ),
  raster(
    "contact-desktop.svg",
    contactDesktop,
    "A bedside table with a glowing lamp and a folded sheet set, next to a made bed",
  ),
  raster(
    "contact-mobile.svg",
    contactMobile,
    "A bedside table with a glowing lamp and a folded sheet set, next to a made bed",
  ),
  raster(
    "navigation.svg",
    navigation,
    "A close view of a bed corner with plump white pillows against a sage headboard and the top sheet folded neatly over the edge",
  ),
  raster(
    "page-how-it-works.svg",
    pageHowItWorks,
    "Three steps in circles joined by arrows: measuring a mattress, choosing a folded sheet set, and a parcel delivered",
  ),
  raster(
    "page-measure-up.svg",
    pageMeasureUp,
    "A mattress with three measuring arrows marking its width, its length and its depth",
  ),
  raster(
    "page-experts.svg",
    pageExperts,
    "A cutting table with a gridded mat, paper sewing patterns, white fabric, scissors, a ruler and rolled fabric bolts",
  ),
  raster(
    "page-faqs.svg",
    pageFaqs,
    "A folded sheet set with a loose blue thread curling up from it into the shape of a question mark",
  ),
  raster(
    "page-blog.svg",
    pageBlog,
    "A bedside surface with folded linen, a sage journal, a steaming cup of tea and lavender in a small vase",
  ),
  raster(
    "page-testimonials.svg",
    pageTestimonials,
    "A freshly made bed in soft morning light with white sheets and a pale blue throw",
  ),
  raster(
    "page-products.svg",
    pageProducts,
    "Two stacks of folded white sheet sets side by side, the classic set with a sage tag and the premium set with a blue tag",
  ),
  raster("cotton.svg", cotton, "A branch of organic cotton with open white cotton bolls and green leaves"),
  raster("colour-white.svg", colourWhite, "A swatch of white sateen fabric"),
  raster("colour-sand.svg", colourSand, "A swatch of sand-coloured sateen fabric"),
  raster("colour-mist.svg", colourMist, "A swatch of mist grey-blue sateen fabric"),
  raster(
    "blog-aromatherapy.svg",
    blogAromatherapy,
    "Sprigs of lavender in a vase and an oil diffuser releasing mist on a bedside table beside a bed",
  ),
  raster(
    "blog-linen-care.svg",
    blogLinenCare,
    "White sheets pegged on a washing line, drying in the sun above a green lawn",
  ),
  raster(
    "blog-thread-count.svg",
    blogThreadCount,
    "A magnifying glass over fabric showing the long, smooth threads of a sateen weave",
  ),
  raster("blog-measuring.svg", blogMeasuring, "A tape measure hooked over the corner of a mattress"),
  raster(
    "blog-sleep-routine.svg",
    blogSleepRoutine,
    "An evening bedroom lit by a dim bedside lamp, with an open book resting on the bed",
  ),
  raster(
    "blog-organic-cotton.svg",
    blogOrganicCotton,
    "Rows of cotton plants with white bolls in a field under a wide blue sky",
  ),
  raster(
    "blog-bedroom-styling.svg",
    blogBedroomStyling,
    "A styled bed with a pale blue headboard, white sheets, a sand throw and a sage cushion",
  ),
  raster(
    "blog-hotel-bed.svg",
    blogHotelBed,
    "A hotel-style bed with tight, crisp white sheets between two matching bedside tables and lamps",
  ),
  raster(
    "blog-sleep-temperature.svg",
    blogSleepTemperature,
    "An open window with a breeze lifting the curtain above the end of a bed",
  ),
  raster(
    "expert-1.svg",
    expertSeamstress,
    "Illustrated portrait of the head seamstress, with a tape measure around her neck",
  ),
  raster("expert-2.svg", expertSleepConsultant, "Illustrated portrait of the sleep consultant, wearing round glasses"),
  raster("expert-3.svg", expertTextileDesigner, "Illustrated portrait of the textile designer, wearing a blue scarf"),
  raster("expert-4.svg", expertFounder, "Illustrated portrait of the founder"),
  raster("step-measure.svg", stepMeasure, "A mattress with arrows for its width, length and depth"),
  raster("step-choose.svg", stepChoose, "Two folded sheet sets with a tick beside the chosen one"),
  raster("step-deliver.svg", stepDeliver, "A parcel arriving on a doorstep"),
  raster("not-found.svg", notFound, "An unmade bed with a rumpled cover and a single sock left on the rug"),
  raster("og-default.svg", ogDefault, "The Bedsmade name above a neatly made bed"),
];

const iconText: Record<string, string> = {
  account: "Account",
  cart: "Cart",
  tick: "Tick",
  instagram: "Instagram",
  facebook: "Facebook",
  pinterest: "Pinterest",
  email: "Email",
  phone: "Phone",
  location: "Location",
  shipping: "Free tracked shipping",
  returns: "Returns",
  sizing: "Sizing",
  care: "Care",
  product: "Sheet set",
  quality: "Quality",
  packaging: "Gift packaging",
};

const vectors: Artwork[] = [
  vector("logo.svg", logo, "Bedsmade"),
  vector("logo-light.svg", logoLight, "Bedsmade"),
  ...Object.entries(iconText).map(([name, text]) => vector(`icon-${name}.svg`, icon(name), text)),
  vector("avatar-1.svg", avatarOne, "Illustrated avatar of a customer with long hair"),
  vector("avatar-2.svg", avatarTwo, "Illustrated avatar of a customer with short hair"),
  vector("avatar-3.svg", avatarThree, "Illustrated avatar of a customer with a bob haircut"),
  vector("brand-1.svg", brandOne, "The Slow Home"),
  vector("brand-2.svg", brandTwo, "Rest & Ritual"),
  vector("brand-3.svg", brandThree, "Coastal Living Quarterly"),
  vector("brand-4.svg", brandFour, "Sleep Weekly"),
  vector("brand-5.svg", brandFive, "Hearth Journal"),
];

const video: Artwork[] = [
  {
    file: "measure-how-to.mp4",
    output: "original",
    alternativeText: "Animated guide to measuring a mattress: first the width, then the length, then the depth",
    caption: "How to measure your mattress: width, length and depth",
  },
  {
    file: "measure-how-to.vtt",
    output: "original",
    alternativeText: "Captions of the measuring video",
    caption: "Captions for the measuring video: what each part of the animation shows",
    draw: measureHowToCaptions,
  },
  raster("measure-how-to-poster.svg", measureHowToPoster, "A mattress with arrows marking its width, length and depth"),
];

export const artworks: Artwork[] = [...illustrations, ...vectors, ...video];
