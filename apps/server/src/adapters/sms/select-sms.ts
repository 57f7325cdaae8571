import type { SmsConfig } from '../../config';
import { createCaptureSms } from './sms-capture';
import type { SmsSender } from './sms-sender';
import { createTwilioSms } from './twilio-sms';

/** The configured gateway: Twilio's API with an account, else the capture under `dataDir`. */
export function createSmsFromConfig(sms: SmsConfig, dataDir: string): SmsSender {
  return sms.provider === 'twilio' ? createTwilioSms(sms) : createCaptureSms(dataDir);
}
