'use client';

import { type Ref, useEffect, useRef, useState } from 'react';
import styles from './scaled-frame.module.css';

/**
 * A page framed at a device's width (375, 768, 1 280 px) and scaled down to fit its box, as a phone or a
 * desktop would lay it out: the page's own media queries see the device's width, and the studio's document
 * never scrolls sideways. `height` is the device's height; `'fill'` makes the frame as tall as its box.
 */
export function ScaledFrame({
  src,
  title,
  width,
  height,
  frameRef,
  loading,
}: {
  src: string;
  title: string;
  width: number;
  height: number | 'fill';
  frameRef?: Ref<HTMLIFrameElement>;
  loading?: 'lazy' | 'eager';
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = size ? Math.min(1, size.width / width) : 1;
  const frameHeight = height === 'fill' ? (size ? size.height / scale : 800) : height;
  return (
    <div
      ref={box}
      className={height === 'fill' ? styles.fill : styles.box}
      style={height === 'fill' ? undefined : { height: Math.round(height * scale) }}
      data-scale={scale.toFixed(3)}
    >
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        loading={loading}
        width={width}
        height={Math.round(frameHeight)}
        style={{ transform: `scale(${scale})`, left: size && scale === 1 ? Math.max(0, (size.width - width) / 2) : 0 }}
        className={styles.frame}
      />
    </div>
  );
}
