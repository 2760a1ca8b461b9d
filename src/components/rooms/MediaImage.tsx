/** An <img> for our scene images, which may need the signed-in user's token (see useMediaSrc). */
import type { ImgHTMLAttributes } from 'react';
import { useMediaSrc } from '../../data/rooms/useMediaSrc';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string };

export default function MediaImage({ src, alt, ...rest }: Props) {
  const shown = useMediaSrc(src);
  return <img src={shown} alt={alt} {...rest} />;
}
