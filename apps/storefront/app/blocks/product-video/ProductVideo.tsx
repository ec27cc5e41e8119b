import { useId, useRef, useState } from "react";
import { imageSource } from "../../images/rendition";
import { RichText } from "../../ui/RichText";
import { BlockSection } from "../BlockSection";
import type { BlockProps } from "../block-props";
import type { ProductVideoBlock, VideoStep } from "./schema";
import { useNearWindow } from "./useNearWindow";

/** "0:08", "1:30": how a start time reads next to its step. */
export function formatStartTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The step playing at `time`: the last one that has started (the first before any has). */
export function stepIndexAt(steps: VideoStep[], time: number): number {
  let current = 0;
  steps.forEach((step, index) => {
    if (step.startTime <= time) current = index;
  });
  return current;
}

/** A poster has no srcset; 1000 px covers a phone at 2.7× and a desktop at 1.4×, not the 1600 px original. */
const POSTER_WIDTH = 1000;

/** Controls only near view or on a chapter: their shadow stylesheet was half /measure-up's first style work. */
const CONTROLS_AHEAD_OF_VIEW = "50%";

/** The browser's own player, no third party; preload="metadata" keeps the video off the critical path. */
export function ProductVideo({ block, isFirst }: BlockProps<ProductVideoBlock>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const poster = block.poster;
  const stepsId = useId();
  const [current, setCurrent] = useState(0);
  const [controlsShown, showControls] = useNearWindow(videoRef, CONTROLS_AHEAD_OF_VIEW);

  function follow() {
    const video = videoRef.current;
    if (video) setCurrent(stepIndexAt(block.videoSteps, video.currentTime));
  }

  function seekTo(index: number) {
    const video = videoRef.current;
    const step = block.videoSteps[index];
    if (!video || !step) return;
    showControls();
    video.currentTime = step.startTime;
    setCurrent(index);
    // Playing may be refused (no codec, data saver); the seek still shows the chapter's frame.
    video.play().catch(() => undefined);
  }

  return (
    <BlockSection
      name="product-video"
      backgroundColour={block.backgroundColour}
      heading={block.heading}
      isFirst={isFirst}
    >
      {block.text ? <RichText html={block.text} className="block__lead" /> : null}
      <div className="product-video__layout">
        {/* Captions come from the CMS when the owner uploads them; the chapters are written out beside it either way. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          className="product-video__player"
          // A track from the CMS's origin is read only in CORS mode (the CMS allows the shop's origin).
          crossOrigin={block.captions ? "anonymous" : undefined}
          controls={controlsShown}
          playsInline
          preload="metadata"
          poster={poster ? imageSource(poster, POSTER_WIDTH) : undefined}
          width={poster?.width ?? 1280}
          height={poster?.height ?? 720}
          aria-label={block.heading}
          aria-describedby={block.videoSteps.length > 0 ? stepsId : undefined}
          onTimeUpdate={follow}
          onSeeked={follow}
        >
          <source src={block.video.url} type={block.video.mime} />
          {block.captions ? (
            <track kind="captions" src={block.captions.url} srcLang="en" label="English" default />
          ) : null}
          <a href={block.video.url}>Download the video</a>
        </video>
        {block.videoSteps.length > 0 ? (
          <ol id={stepsId} className="product-video__steps">
            {block.videoSteps.map((step, index) => (
              <li
                key={step.startTime}
                className={
                  index === current ? "product-video__step product-video__step--current" : "product-video__step"
                }
              >
                <button
                  type="button"
                  className="product-video__seek"
                  aria-current={index === current ? "step" : undefined}
                  onClick={() => seekTo(index)}
                >
                  <span className="product-video__time">
                    <span className="visually-hidden">Play from </span>
                    {formatStartTime(step.startTime)}
                  </span>
                  <span className="product-video__step-heading">{step.heading}</span>
                </button>
                {step.text ? <p className="product-video__step-text">{step.text}</p> : null}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <noscript>
        <p className="product-video__without-scripts">
          <a href={block.video.url}>Play the video in your browser</a>
        </p>
      </noscript>
    </BlockSection>
  );
}
