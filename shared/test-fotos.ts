import sharp from 'sharp';

/**
 * A gallery photo taken in 2020 by another phone, as its EXIF says: the time (with the zone the
 * phone wrote, if `fuso`), the GPS of a João Pessoa street and the camera model. Read by the unit
 * test of the reader and imported by the journey of a gallery photo.
 */
export function fotoDe2020(fuso?: string) {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'samsung', Model: 'SM-A515F' },
      IFD2: { DateTimeOriginal: '2020:03:14 09:26:53', ...(fuso ? { OffsetTimeOriginal: fuso } : {}) },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '7/1 7/1 10/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '34/1 50/1 42/1',
      },
    })
    .toBuffer();
}
