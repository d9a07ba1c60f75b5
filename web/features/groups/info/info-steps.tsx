import { useTranslation } from '../../../i18n/translation';

/** How a group goes from idea to sailing, in four steps. */
export function InfoSteps({ percent, responseHours }: { percent: string; responseHours: number }) {
  const { t } = useTranslation();
  const steps = ['find', 'join', 'request', 'sail'] as const;
  return (
    <section aria-labelledby="steps-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <h2
          id="steps-title"
          className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl"
        >
          {t('groups.info.steps.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-ink-600">{t('groups.info.steps.subtitle')}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="relative rounded-3xl bg-sand-50 p-6 ring-1 ring-ink-900/5">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink-900">
                {t(`groups.info.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-[15px] leading-relaxed text-ink-600">
                {t(`groups.info.steps.${step}.text`, { percent, hours: responseHours })}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
