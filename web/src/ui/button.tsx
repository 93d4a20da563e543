import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'link';

const classFor = (variant: Variant, extra?: string): string =>
  [variant === 'link' ? styles.link : `${styles.button} ${styles[variant]}`, extra].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={classFor(variant, className)} {...props} />;
}

/** A navigation that looks like a button: one clear primary action per view. */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={classFor(variant, className)} {...props} />;
}
