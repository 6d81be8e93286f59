import { Link } from 'react-router-dom';
import { brandImages } from '../../assets/brand';
import classes from './TopNavigation.module.css';

/** The light wordmark on the navy bar; it always leads home. */
export function BrandLink() {
  return (
    <Link to="/" className={classes.brand} aria-label="BEM KM Poltek Nuklir — Beranda">
      <picture>
        <source srcSet={brandImages.webpAndPng.webp} type="image/webp" />
        <img src={brandImages.webpAndPng.png} alt="BEM Poltek Nuklir" width={115} height={40} />
      </picture>
    </Link>
  );
}
