import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageUrl, responsiveImage } from './image';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://casino.test').searchParams);

describe('imageUrl', () => {
  it('asks the image service for the site picture at the width, in the default quality', () => {
    const url = imageUrl('/images/a b.svg', 828);
    expect(new URL(url, 'http://casino.test').pathname).toBe('/content/image');
    expect(query(url)).toEqual({ url: '/images/a b.svg', w: '828', q: '75' });
  });
});

describe('responsiveImage', () => {
  it('offers every width of the service by default, the narrowest as src', () => {
    const image = responsiveImage('/images/a.svg', '50vw');
    expect(image.sizes).toBe('50vw');
    expect(query(image.src).w).toBe('640');
    expect(image.srcSet!.split(', ').map((source) => source.split(' ')[1])).toEqual(
      IMAGE_WIDTHS.map((width) => `${width}w`),
    );
    for (const source of image.srcSet!.split(', ')) {
      const [url, width] = source.split(' ');
      expect(`${query(url!).w}w`).toBe(width);
      expect(query(url!).url).toBe('/images/a.svg');
    }
  });

  it('offers only the widths asked for, with the fallback asked for', () => {
    const image = responsiveImage('/images/a.svg', '20rem', { widths: [640, 1080], fallback: 1080 });
    expect(query(image.src).w).toBe('1080');
    expect(image.srcSet!.split(', ').map((source) => source.split(' ')[1])).toEqual(['640w', '1080w']);
  });
});
