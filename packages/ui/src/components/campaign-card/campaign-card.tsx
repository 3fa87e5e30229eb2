import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { DetailList, type Detail } from '../detail-list/detail-list';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardProps } from '../card/card';

export type CampaignCardProps = Omit<CardProps, 'children'> & {
  title: string;
  description?: string;
  imageSrc?: string;
  /** Label–value lines: minimum deposit, maximum bonus, free spins, turnover factor. */
  details: Detail[];
  /** e.g. a deposit button. */
  action?: ReactNode;
};

/** An active deposit campaign and its terms. */
export function CampaignCard({
  title,
  description,
  imageSrc,
  details,
  action,
  className,
  ...props
}: CampaignCardProps) {
  return (
    <Card data-slot="campaign-card" className={cn('overflow-hidden', className)} {...props}>
      {imageSrc && (
        <img
          data-slot="campaign-card-image"
          src={imageSrc}
          alt=""
          loading="lazy"
          className="-mx-4 -mt-4 aspect-[3/1] w-[calc(100%+2rem)] max-w-none object-cover sm:-mx-6 sm:-mt-6 sm:w-[calc(100%+3rem)]"
        />
      )}
      <CardHeader>
        <CardTitle className="hyphens-auto">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <DetailList details={details} />
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}
