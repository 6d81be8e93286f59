import { Text } from '@mantine/core';
import { useEffect, useState, type CSSProperties } from 'react';
import classes from './PasswordStrengthMeter.module.css';
import { passwordScore, STRENGTH_LABELS, type PasswordScore } from './password-strength';

const COLORS: Record<PasswordScore, string> = {
  0: 'red',
  1: 'red',
  2: 'yellow',
  3: 'teal',
  4: 'green',
};

/** The score of `password`, or null while it is empty or the checker is still downloading. */
function usePasswordScore(password: string, personal: readonly (string | undefined)[]) {
  const [result, setResult] = useState<{ password: string; score: PasswordScore } | null>(null);
  const personalKey = personal.join('\u0000');
  useEffect(() => {
    if (!password) return;
    let current = true;
    passwordScore(password, personalKey.split('\u0000')).then(
      (score) => current && setResult({ password, score }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [password, personalKey]);
  // A score for an earlier password would be misleading while the new one is being rated.
  return password && result?.password === password ? result.score : null;
}

/** A bar and a word (Lemah, Sedang, Kuat, Sangat kuat) under a new-password field. */
export function PasswordStrengthMeter(props: {
  password: string;
  /** The user's name, email…: a password made of them is weak. */
  personal?: readonly (string | undefined)[];
}) {
  const score = usePasswordScore(props.password, props.personal ?? []);
  const label = score === null ? null : STRENGTH_LABELS[score];
  const value = score === null ? 0 : (score + 1) * 20;
  return (
    <div>
      <div className={classes.track}>
        <div
          className={classes.bar}
          role="progressbar"
          aria-label="Kekuatan kata sandi"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={label ?? 'Belum dinilai'}
          style={
            {
              width: `${value}%`,
              '--meter-color': `var(--mantine-color-${score === null ? 'gray' : COLORS[score]}-filled)`,
            } as CSSProperties
          }
        />
      </div>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {label
          ? `Kekuatan kata sandi: ${label}`
          : 'Gabungkan beberapa kata yang tidak umum, angka, atau simbol.'}
      </Text>
    </div>
  );
}
