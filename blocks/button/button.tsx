import type { BlockProps } from '@/blocks/block-context';
import { linkHref } from '@/site/routing/link-href';
import { linkTarget } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { keepPhoneNumbersWhole } from '@/site/ui/phone-number';

/** A call to action from the content; empty option values fall back to the schema defaults. */
export function ButtonBlock({ block, context }: BlockProps<'button'>) {
  const href = linkHref(block.link);
  const look = {
    variant: block.variant || 'primary',
    size: block.size || 'medium',
    iconPosition: block.icon_position || 'end',
  } as const;
  if (!href) {
    // No destination yet: editors still see the button; visitors never get a dead one.
    return context.preview ? (
      <Button {...look} disabled>
        {keepPhoneNumbersWhole(block.label)}
      </Button>
    ) : null;
  }
  return (
    <Button href={href} target={linkTarget(block.link)} {...look}>
      {keepPhoneNumbersWhole(block.label)}
    </Button>
  );
}
